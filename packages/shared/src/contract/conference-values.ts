/**
 * The exact values the society API accepts for the conference. Dependency-free so the
 * studio schema (symposium and workshop `apiValue` options) and tests share this one list.
 */

export const REGISTRATION_CATEGORIES = ['student', 'academia', 'industry'] as const
export const REGISTRATION_TIMEFRAMES = ['regular', 'late-onsite'] as const
export const PRESENTATION_MODES = ['in-attendance', 'poster', 'oral'] as const

/**
 * As the society API spells them, kept exactly (including the capital A of the last one;
 * docs/decisions/0011-spec-word-for-word-except-recorded.md).
 */
export const SYMPOSIUM_TYPES = [
  'advanced_energy_materials',
  'advanced_functional_materials',
  'advanced_photonic_materials',
  'advanced_electronic_materials',
  'advanced_structural_materials',
  'advanced_biomaterials_for_healthcare',
  'advanced_nanoscience_and_nanotechnology',
  'advanced_geosciences_and_technology',
  'advanced_computational_artificial_intelligence_and_machine_learning',
  'Advanced_materials_for_water_and_environmental_remediation',
] as const

/**
 * As the society API spells them, kept exactly ("electrospining";
 * docs/decisions/0011-spec-word-for-word-except-recorded.md).
 */
export const WORKSHOP_VALUES = [
  'electrospining_and_nanofiber_synthesis',
  'metrohm_electrochemistry_workshop',
  'complex_geoparticles_synthesis',
  'winter_school_on_sustainable_and_renewable_energy',
  'impact_of_material_science_and_engineering_on_the_society',
] as const
