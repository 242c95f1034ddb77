import { COUNTRIES } from '@amrs/shared/countries'
import { CORRECTABLE, type Correctable } from './registrations-store.ts'

/** What each correctable field is called on a form (the desk's and My registration's). */
export const CORRECTABLE_LABELS: Record<Correctable, string> = {
  firstname: 'First name',
  surname: 'Surname',
  location: 'Location',
  contact: 'Contact',
  affiliation: 'Affiliation',
  affiliation_address_street: 'Street',
  affiliation_address_city: 'City',
  affiliation_address_country: 'Country',
}

/**
 * The countries a correction may choose: the public registration form's list
 * (@amrs/shared/countries), stored by ISO code as the form stores them.
 */
export const COUNTRY_OPTIONS = COUNTRIES

const CODES = new Set(COUNTRIES.map(([code]) => code))
const BY_NAME = new Map(COUNTRIES.map(([code, name]) => [name.toLowerCase(), code]))

/** The ISO code of a country chosen from the list (its code) or typed by its name; else null. */
export function countryCodeOf(value: string): string | null {
  const upper = value.toUpperCase()
  if (CODES.has(upper) && value.length === 2) return upper
  return BY_NAME.get(value.toLowerCase()) ?? null
}

/**
 * The corrections a posted form asks for (trimmed), or why it is refused: every field given is
 * filled in (200 characters at most), the country one of the registration form's list (its ISO
 * code, as the desk's list posts it, or its name), stored as its ISO code.
 */
export function correctionsOf(
  form: Record<string, unknown>,
  /** The registration as stored: its country stays acceptable as it is, even if the list lacks it. */
  current: Record<string, unknown> = {},
): { changes: Partial<Record<Correctable, string>> } | { problem: string } {
  const changes: Partial<Record<Correctable, string>> = {}
  for (const field of CORRECTABLE) {
    const value = form[field]
    if (typeof value !== 'string') continue
    const trimmed = value.trim()
    if (!trimmed || trimmed.length > 200)
      return { problem: 'Fill in every field (200 characters at most).' }
    if (field === 'affiliation_address_country') {
      const code = trimmed === current[field] ? trimmed : countryCodeOf(trimmed)
      if (!code) return { problem: 'Choose the country from the list of countries.' }
      changes[field] = code
      continue
    }
    changes[field] = trimmed
  }
  return { changes }
}
