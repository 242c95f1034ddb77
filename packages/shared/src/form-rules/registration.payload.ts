import type {
  AbstractAuthor,
  RegistrationDataInput,
  RegistrationTimeframe,
} from '../contract/conference'
import { TEXT_FIELDS, type RegistrationValues } from './registration.values'

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
