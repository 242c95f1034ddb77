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
  affiliation_address_country: 'Country (ISO code)',
}

/**
 * The corrections a posted form asks for (trimmed), or why it is refused: every field given is
 * filled in (200 characters at most), the country a two-letter ISO code.
 */
export function correctionsOf(
  form: Record<string, unknown>,
): { changes: Partial<Record<Correctable, string>> } | { problem: string } {
  const changes: Partial<Record<Correctable, string>> = {}
  for (const field of CORRECTABLE) {
    const value = form[field]
    if (typeof value !== 'string') continue
    const trimmed = value.trim()
    if (!trimmed || trimmed.length > 200)
      return { problem: 'Fill in every field (200 characters at most).' }
    if (field === 'affiliation_address_country' && !/^[A-Z]{2}$/.test(trimmed))
      return { problem: 'The country is a two-letter ISO code, e.g. GH.' }
    changes[field] = trimmed
  }
  return { changes }
}
