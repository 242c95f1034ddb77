import type { RegistrationTimeframe, WorkshopValue } from '../contract/conference'
import {
  PRESENTATION_MODES,
  REGISTRATION_CATEGORIES,
  REGISTRATION_TIMEFRAMES,
  SYMPOSIUM_TYPES,
  WORKSHOP_VALUES,
} from '../contract/conference-values'
import { authorsFromPost, postedAuthorFields } from './abstract-authors'
import { setWorkshopOption } from './registration.toggles'
import { initialValues, TEXT_FIELDS, type RegistrationValues } from './registration.values'

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
