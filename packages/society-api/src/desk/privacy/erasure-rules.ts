/**
 * What erasing a person means (docs/decisions/0075): which fields are personal,
 * what anonymised values look like, and what is kept and why. Pure: the store applies it.
 */

/** What an erased text field holds. */
export const ERASED = '[erased]'

/** The address an erased person's rows hold: unique per registration, undeliverable (RFC 2606). */
export const erasedAddress = (key: string | number) => `erased-${String(key)}@erased.invalid`

export const isErasedAddress = (email: string) => /^erased-[a-z0-9-]+@erased\.invalid$/.test(email)

/**
 * The registration's answers that say nothing about who the person is, kept so the counts (by
 * category, workshop, symposium, country) and the fees still add up. Every other field, known
 * today or added later (names, e-mail, phone, affiliation and its address, abstract details), is
 * personal and erased: an allow-list, so a new field is erased until someone decides otherwise.
 */
export const KEPT_REGISTRATION_FIELDS: ReadonlySet<string> = new Set([
  'registration_category',
  'registration_timeframe',
  'affiliation_address_country',
  'abstract_required',
  'presentational_mode',
  'symposium_type',
  'banquet',
  'excursion',
  'is_workshop',
  'workshop_category',
  'cancelled_at',
])

/**
 * The registration's answers with every personal field anonymised: texts become `[erased]`, the
 * e-mail the erased address, anything else (lists of authors, numbers) is removed; `erased_at`
 * marks it.
 */
export function anonymiseRegistrationData(
  data: Record<string, unknown>,
  address: string,
  at: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (KEPT_REGISTRATION_FIELDS.has(key)) out[key] = value
    else if (key === 'email') out[key] = address
    else if (typeof value === 'string') out[key] = ERASED
  }
  out.erased_at = at
  return out
}

/** One line of the confirmation page and the registration page: what, and why. */
export interface KeptRecord {
  what: string
  why: string
}

/** What erasure deletes or anonymises, as the confirmation page lists it. */
export const ERASED_ITEMS: readonly string[] = [
  'Name, e-mail address, phone number, location, affiliation and its address, and every other answer that could identify the person (the category, workshops, symposium, dinner and excursion choices and country stay, without a name, for the counts).',
  'The abstract file and any proof-of-payment files, deleted from the disk.',
  'Newsletter subscriptions and the member profile, deleted.',
  "Messages sent to the person: the address and every word of the message's content.",
  'My registration sign-in links and sessions, deleted.',
  'Visa letter requests: name, nationality, passport number, date of birth and embassy; an issued letter is withdrawn and its PDF deleted (its verification page then says it was withdrawn).',
  'The history of corrections: the values before and after (which field changed, and when, stays).',
  'Payments, receipts and credit notes: the payer’s name and e-mail address, notes and refund reasons.',
]

/** What erasure keeps, and why (shown on the confirmation page and on an erased registration). */
export const KEPT_RECORDS: readonly KeptRecord[] = [
  {
    what: 'Payments: amount, currency, date, state, method and the payment provider’s reference',
    why: 'the accounts must show every payment received; the provider’s reference ties it to the bank or card statement.',
  },
  {
    what: 'Receipts and credit notes: number, amount, currency, date and what was paid for',
    why: 'receipts and credit notes are numbered without gaps, so none may disappear from the series.',
  },
  {
    what: 'The audit log entry “person.erased” with the registration or member number only',
    why: 'it shows when the request was carried out and by which desk account, without saying who the person was.',
  },
]
