import {
  ABSTRACT_EXTENSIONS,
  ABSTRACT_MAX_BYTES,
  registrationDataSchema,
  registrationEmailSchema,
  type PresentationMode,
  type RegistrationCategory,
  type RegistrationDataInput,
  type RegistrationTimeframe,
  type SymposiumType,
  type WorkshopValue,
  type AbstractAuthor,
} from '../contract/conference'
import { AUTHOR_ROWS, authorsFromPost, blankAuthors, postedAuthorFields } from './abstract-authors'
import {
  PRESENTATION_MODES,
  REGISTRATION_CATEGORIES,
  REGISTRATION_TIMEFRAMES,
  SYMPOSIUM_TYPES,
  WORKSHOP_VALUES,
} from '../contract/conference-values'
import { registrationMessages } from '../messages'

/**
 * Registration form rules (docs/decisions/0026-registration-form-rules-and-errors.md) as pure
 * functions: the form values, the option toggles, client-side validation and the payload builder.
 */
export interface RegistrationValues {
  registration_category: RegistrationCategory
  /**
   * '' until chosen: the form opens on the fee period the fee page says applies today, or on
   * none when no period of the form applies (before the first, between them, during the event).
   */
  registration_timeframe: RegistrationTimeframe | ''
  firstname: string
  surname: string
  location: string
  email: string
  confirmEmail: string
  contact: string
  affiliation: string
  affiliation_address_street: string
  affiliation_address_city: string
  affiliation_address_country: string
  abstract_required: boolean
  symposium_type: SymposiumType
  presentational_mode: PresentationMode
  banquet: boolean
  excursion: boolean
  is_workshop: boolean
  /** Omitted when empty (docs/decisions/0026-registration-form-rules-and-errors.md). */
  workshop_category?: WorkshopValue[]
  abstract_object_key: string
  abstract_object_etag: string
  /** With a file (docs/decisions/0066): its title, the author rows as shown (blank rows are not sent), who presents. */
  abstract_title: string
  abstract_authors: AbstractAuthor[]
  /** The place of the presenting author among the rows shown. */
  abstract_presenter: number
}

export type FieldName = keyof RegistrationValues | 'abstract'

export type FieldErrors = Partial<Record<FieldName, string>>

export const TEXT_FIELDS = [
  'firstname',
  'surname',
  'location',
  'email',
  'confirmEmail',
  'contact',
  'affiliation',
  'affiliation_address_street',
  'affiliation_address_city',
  'affiliation_address_country',
] as const satisfies readonly (keyof RegistrationValues)[]

export const initialValues: RegistrationValues = {
  registration_category: 'student',
  registration_timeframe: '',
  firstname: '',
  surname: '',
  location: '',
  email: '',
  confirmEmail: '',
  contact: '',
  affiliation: '',
  affiliation_address_street: '',
  affiliation_address_city: '',
  affiliation_address_country: '',
  abstract_required: false,
  symposium_type: 'advanced_energy_materials',
  presentational_mode: 'in-attendance',
  banquet: false,
  excursion: false,
  is_workshop: false,
  abstract_object_key: '',
  abstract_object_etag: '',
  abstract_title: '',
  abstract_authors: blankAuthors(AUTHOR_ROWS),
  abstract_presenter: 0,
}

export const EMAIL_MISMATCH = registrationMessages.emailMismatch

/** A form field as posted: a text, the value of a ticked box, or several values joined by commas. */
export type PostedFields = Record<string, string>

const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined, fallback: T) =>
  allowed.includes(value as T) ? (value as T) : fallback

/**
 * The form's values from its fields as the browser posts them (the server's answer to the form
 * posted without scripts, and the page that shows it): unticked boxes are absent, the chosen
 * workshops are joined by commas. Unknown choices fall back to the form's defaults.
 */
export function registrationValuesFromPost(fields: PostedFields): RegistrationValues {
  const values: RegistrationValues = { ...initialValues }
  for (const name of TEXT_FIELDS) values[name] = fields[name] ?? ''
  values.registration_category = oneOf(
    REGISTRATION_CATEGORIES,
    fields.registration_category,
    initialValues.registration_category,
  )
  values.registration_timeframe = oneOf<RegistrationTimeframe | ''>(
    REGISTRATION_TIMEFRAMES,
    fields.registration_timeframe,
    initialValues.registration_timeframe,
  )
  values.symposium_type = oneOf(SYMPOSIUM_TYPES, fields.symposium_type, values.symposium_type)
  values.presentational_mode = oneOf(
    PRESENTATION_MODES,
    fields.presentational_mode,
    values.presentational_mode,
  )
  values.banquet = fields.banquet !== undefined
  values.excursion = fields.excursion !== undefined
  values.abstract_required = fields.abstract_required === 'true'
  values.abstract_title = fields.abstract_title ?? ''
  values.abstract_authors = authorsFromPost(fields)
  const presenter = Number(fields.abstract_presenter ?? 0)
  values.abstract_presenter = Number.isInteger(presenter) && presenter >= 0 ? presenter : 0
  const workshops = (fields.workshop_category ?? '')
    .split(',')
    .filter((w): w is WorkshopValue => (WORKSHOP_VALUES as readonly string[]).includes(w))
  return setWorkshopOption(
    workshops.length ? { ...values, workshop_category: workshops } : values,
    fields.is_workshop !== undefined,
  )
}

/** The fields to echo back for `registrationValuesFromPost` (no file). */
export function postedFieldsOf(values: RegistrationValues): PostedFields {
  const fields: PostedFields = {}
  for (const name of TEXT_FIELDS) fields[name] = values[name]
  fields.registration_category = values.registration_category
  fields.registration_timeframe = values.registration_timeframe
  fields.symposium_type = values.symposium_type
  fields.presentational_mode = values.presentational_mode
  if (values.banquet) fields.banquet = 'on'
  if (values.excursion) fields.excursion = 'on'
  if (values.is_workshop) fields.is_workshop = 'on'
  if (values.workshop_category?.length)
    fields.workshop_category = values.workshop_category.join(',')
  fields.abstract_title = values.abstract_title
  fields.abstract_presenter = String(values.abstract_presenter)
  Object.assign(fields, postedAuthorFields(values.abstract_authors))
  return fields
}

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

/**
 * registration_data as the contract's `registrationDataSchema` has it: exact names, confirmEmail
 * never sent, workshop list omitted when empty
 * (docs/decisions/0026-registration-form-rules-and-errors.md).
 */
export function buildRegistrationPayload(
  values: RegistrationValues,
  file: File | null,
): RegistrationDataInput {
  const {
    confirmEmail: _notSent,
    workshop_category,
    abstract_title,
    abstract_authors,
    abstract_presenter,
    ...rest
  } = values
  const trimmed = { ...rest }
  for (const name of TEXT_FIELDS) if (name !== 'confirmEmail') trimmed[name] = rest[name].trim()
  // A timeframe not chosen ('') goes as it is: the contract refuses it with its own message
  // ("Choose a registration timeframe"), on the page and at the API alike.
  const payload: RegistrationDataInput = {
    ...trimmed,
    registration_timeframe: trimmed.registration_timeframe as RegistrationTimeframe,
    abstract_required: file !== null,
  }
  if (!file) {
    payload.abstract_object_key = ''
    payload.abstract_object_etag = ''
  } else
    Object.assign(payload, abstractPayload(abstract_title, abstract_authors, abstract_presenter))
  if (values.is_workshop && workshop_category && workshop_category.length > 0)
    payload.workshop_category = [...workshop_category]
  return payload
}

/**
 * The abstract's fields as the contract has them: the title trimmed, the author rows without the
 * blank ones (a row with only one of its two fields is kept: it is an error to show), and the
 * presenter's place among the rows kept (past the last when the chosen row is blank: the contract
 * refuses it with "Choose the author who presents").
 */
export function abstractPayload(title: string, rows: AbstractAuthor[], presenter: number) {
  const kept: AbstractAuthor[] = []
  let presents = -1
  rows.forEach((row, i) => {
    const author = { name: row.name.trim(), affiliation: row.affiliation.trim() }
    if (!author.name && !author.affiliation) return
    if (i === presenter) presents = kept.length
    kept.push(author)
  })
  return {
    abstract_title: title.trim(),
    abstract_authors: kept,
    abstract_presenter: presents < 0 ? kept.length : presents,
  }
}
