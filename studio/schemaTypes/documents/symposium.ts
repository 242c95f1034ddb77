import { BlockElementIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder } from '../fields'

/** The exact `symposium_type` values the society API accepts (spec §3, spelling kept). */
export const SYMPOSIUM_API_VALUES = [
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

/** A technical symposium theme. */
export const symposium = defineType({
  name: 'symposium',
  title: 'Symposium',
  type: 'document',
  icon: BlockElementIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Theme',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'apiValue',
      title: 'API value',
      type: 'string',
      description: 'Value sent as symposium_type in registrations. Do not change.',
      options: { list: SYMPOSIUM_API_VALUES.map((value) => ({ title: value, value })) },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    orderField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'title', subtitle: 'apiValue' } },
})
