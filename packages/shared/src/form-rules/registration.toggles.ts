import type { WorkshopValue } from '../contract/conference'
import type { RegistrationValues } from './registration.values'

// The form's option toggles: the workshop option and its list, the abstract section.

/** Ticking/unticking the workshop option; unticking removes the chosen workshops. */
export function setWorkshopOption(
  values: RegistrationValues,
  checked: boolean,
): RegistrationValues {
  if (checked) return { ...values, is_workshop: true }
  const { workshop_category: _removed, ...rest } = values
  return { ...rest, is_workshop: false }
}

/** Ticking builds the list; unticking the last one removes the field. */
export function toggleWorkshop(
  values: RegistrationValues,
  workshop: WorkshopValue,
  checked: boolean,
): RegistrationValues {
  const current = values.workshop_category ?? []
  const next = checked
    ? current.includes(workshop)
      ? current
      : [...current, workshop]
    : current.filter((w) => w !== workshop)
  const { workshop_category: _old, ...rest } = values
  return next.length > 0 ? { ...rest, workshop_category: next } : rest
}

/** A file was chosen: the abstract section appears. */
export function attachAbstract(values: RegistrationValues): RegistrationValues {
  return { ...values, abstract_required: true }
}

/** Deleting the abstract: the section hides, the stored key and tag are cleared. */
export function removeAbstract(values: RegistrationValues): RegistrationValues {
  return { ...values, abstract_required: false, abstract_object_key: '', abstract_object_etag: '' }
}
