import {
  ABSTRACT_EXTENSIONS,
  ABSTRACT_MAX_BYTES,
  registrationDataSchema,
  registrationEmailSchema,
} from '../contract/conference'
import { registrationMessages } from '../messages'
import { buildRegistrationPayload } from './registration.payload'
import {
  TEXT_FIELDS,
  type FieldErrors,
  type FieldName,
  type RegistrationValues,
} from './registration.values'

/**
 * Registration form rules (docs/decisions/0026-registration-form-rules-and-errors.md) as pure
 * functions: the form values (registration.values.ts), the form as posted
 * (registration.posted.ts), the option toggles (registration.toggles.ts), client-side validation
 * (here) and the payload builder (registration.payload.ts), all importable from here.
 */
export {
  initialValues,
  TEXT_FIELDS,
  type FieldErrors,
  type FieldName,
  type RegistrationValues,
} from './registration.values'
export {
  postedFieldsOf,
  registrationValuesFromPost,
  type PostedFields,
} from './registration.posted'
export {
  attachAbstract,
  removeAbstract,
  setWorkshopOption,
  toggleWorkshop,
} from './registration.toggles'
export { abstractPayload, buildRegistrationPayload } from './registration.payload'

export const EMAIL_MISMATCH = registrationMessages.emailMismatch

/** Null when the file is acceptable, else a message for the field (docs/decisions/0019-abstract-upload-checks.md: enforced). */
export function checkAbstractFile(file: Pick<File, 'name' | 'size'>): string | null {
  const dot = file.name.lastIndexOf('.')
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase()
  if (!(ABSTRACT_EXTENSIONS as readonly string[]).includes(ext))
    return 'The abstract must be a PDF, DOC or DOCX file.'
  if (file.size > ABSTRACT_MAX_BYTES)
    return 'The abstract file is larger than 1 MB. Please upload a smaller file.'
  if (file.size === 0) return 'The abstract file is empty.'
  return null
}

/** The first message per field, from zod issues whose path starts with the field name. */
export function firstIssuePerField<Name extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {}
  for (const issue of issues) {
    const name = issue.path[0]
    if (typeof name === 'string' && !errors[name as Name]) errors[name as Name] = issue.message
  }
  return errors
}

/**
 * The contract's schema is the only validator (the server answers with the same messages); the
 * client adds what is never sent: confirm email and the abstract file (docs/decisions/0026-registration-form-rules-and-errors.md).
 */
export function validateRegistration(values: RegistrationValues, file: File | null): FieldErrors {
  const sent = registrationDataSchema.safeParse(buildRegistrationPayload(values, file))
  const found: FieldErrors = sent.success ? {} : firstIssuePerField<FieldName>(sent.error.issues)
  const confirm = registrationEmailSchema.safeParse(values.confirmEmail)
  if (!confirm.success) found.confirmEmail = confirm.error.issues[0]?.message
  else if (!found.email && values.email.trim() !== values.confirmEmail.trim())
    found.confirmEmail = EMAIL_MISMATCH
  if (file) {
    const fileError = checkAbstractFile(file)
    if (fileError) found.abstract = fileError
  }
  // Errors in the order of the form (the banner lists them in that order).
  const errors: FieldErrors = {}
  for (const name of [...TEXT_FIELDS, ...(Object.keys(found) as FieldName[])])
    if (found[name]) errors[name] = found[name]
  return errors
}

/** The banner over a form that failed `validateRegistration`: the one error, or all of them. */
export function validationBanner(found: FieldErrors): string {
  const messages = Object.values(found).filter(Boolean)
  return messages.length === 1
    ? String(messages[0])
    : `Please correct the highlighted fields: ${messages.join('; ')}`
}
