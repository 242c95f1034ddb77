import { initialValues, type RegistrationValues } from '@amrs/shared/form-rules/registration.rules'

/** The typed text survives a reload or a dropped connection (sessionStorage; never the file). */
export const DRAFT_KEY = 'iumrs-icam25:registration-draft'

export function loadDraft(): RegistrationValues {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY)
    if (!raw) return initialValues
    const saved = JSON.parse(raw) as Partial<RegistrationValues>
    const merged: RegistrationValues = { ...initialValues }
    for (const key of Object.keys(initialValues) as (keyof RegistrationValues)[]) {
      if (typeof saved[key] === typeof initialValues[key])
        Object.assign(merged, { [key]: saved[key] })
    }
    if (
      Array.isArray(saved.workshop_category) &&
      saved.workshop_category.length > 0 &&
      merged.is_workshop
    ) {
      merged.workshop_category = saved.workshop_category
    }
    // The file cannot be restored, so the abstract section starts closed.
    return {
      ...merged,
      abstract_required: false,
      abstract_object_key: '',
      abstract_object_etag: '',
    }
  } catch {
    return initialValues
  }
}

export function saveDraft(values: RegistrationValues): void {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values))
  } catch {
    // storage full or disabled: the form still works
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // see saveDraft
  }
}
