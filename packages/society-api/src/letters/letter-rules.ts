import { COUNTRIES } from '@amrs/shared/countries'
import type { AbstractDecision } from '../my-registration/abstract-decision.ts'
import { isPaidState } from '../payments/balance.ts'

/**
 * Visa letters' pure rules: who may ask, what the form must hold, what a letter says of status.
 * `payment` is the registration's money state (payments/balance.ts): paid means paid in full.
 */

const PAID = { has: isPaidState }
const accepted = (d: AbstractDecision) => d === 'accepted-oral' || d === 'accepted-poster'

/** A paid delegate may ask; one whose abstract was accepted too, when the setting allows it. */
export function mayRequestLetter(
  payment: string,
  decision: AbstractDecision,
  forAccepted: boolean,
): boolean {
  return PAID.has(payment) || (forAccepted && accepted(decision))
}

/** The words of the letter's status phrase: the studio's "Visa letter" document, defaults here. */
export interface LetterStatusWords {
  registered: string
  paid: string
  oral: string
  poster: string
}

export const DEFAULT_STATUS_WORDS: LetterStatusWords = {
  registered: 'Registered delegate',
  paid: 'registration fee paid',
  oral: 'presenting an oral paper',
  poster: 'presenting a poster',
}

/** What the status phrase is made of: the payment's state and the abstract's decision. */
export interface LetterStatusFacts {
  payment: string
  decision: AbstractDecision
}

/** The delegate's status as the letter states it: registered, paid, presenting. */
export function letterStatus(
  { payment, decision }: LetterStatusFacts,
  words: LetterStatusWords = DEFAULT_STATUS_WORDS,
): string {
  const parts = [words.registered]
  if (PAID.has(payment)) parts.push(words.paid)
  if (decision === 'accepted-oral') parts.push(words.oral)
  if (decision === 'accepted-poster') parts.push(words.poster)
  return parts.join(', ')
}

export const LETTER_FIELDS = [
  'passportName',
  'nationality',
  'passportNumber',
  'birthDate',
  'embassy',
] as const
export type LetterField = (typeof LETTER_FIELDS)[number]
export type LetterForm = Record<LetterField, string>

export const LETTER_LABELS: Record<LetterField, string> = {
  passportName: 'Name as in the passport',
  nationality: 'Nationality',
  passportNumber: 'Passport number',
  birthDate: 'Date of birth',
  embassy: 'Embassy or consulate the letter is for',
}

export type LetterFormResult =
  | { ok: true; form: LetterForm }
  | { ok: false; form: LetterForm; errors: Partial<Record<LetterField, string>> }

const NAME_OF = new Map(COUNTRIES.map(([code, name]) => [code, name]))
const NAMES = new Set(COUNTRIES.map(([, name]) => name))

/** A country of the registration form's list by its ISO code (or its name, as listed); else null. */
export function countryName(value: string): string | null {
  return NAME_OF.get(value.toUpperCase()) ?? (NAMES.has(value) ? value : null)
}

/** The request form, checked: every field's error in words, the values kept for the form again. */
export function parseLetterForm(body: Record<string, unknown>, today: Date): LetterFormResult {
  const value = (f: LetterField) =>
    typeof body[f] === 'string' ? (body[f] as string).trim().replace(/\s+/g, ' ') : ''
  const form = Object.fromEntries(LETTER_FIELDS.map((f) => [f, value(f)])) as LetterForm
  form.passportNumber = form.passportNumber.replace(/\s/g, '').toUpperCase()
  const errors: Partial<Record<LetterField, string>> = {}
  for (const f of LETTER_FIELDS)
    if (!form[f]) errors[f] = `Enter the ${LETTER_LABELS[f].toLowerCase()}.`
    else if (form[f].length > 120) errors[f] = `${LETTER_LABELS[f]}: at most 120 characters.`
  // The nationality is chosen from the registration form's countries (a select posting the ISO
  // code, as the registration form's does) and kept by the country's name, which the letter's
  // nationality phrase is built from (nationality.ts).
  if (form.nationality) {
    const name = countryName(form.nationality)
    if (name) form.nationality = name
    else errors.nationality = 'Choose the nationality from the list of countries.'
  }
  if (form.passportNumber && !/^[A-Z0-9]{5,20}$/.test(form.passportNumber))
    errors.passportNumber = 'A passport number has 5 to 20 letters and digits.'
  if (form.birthDate) {
    const born = /^\d{4}-\d{2}-\d{2}$/.test(form.birthDate) ? new Date(form.birthDate) : null
    if (!born || Number.isNaN(born.getTime()) || born >= today || born.getUTCFullYear() < 1900)
      errors.birthDate = 'Enter the date of birth: a date in the past.'
  }
  return Object.keys(errors).length ? { ok: false, form, errors } : { ok: true, form }
}
