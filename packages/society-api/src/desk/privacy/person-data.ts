import type { Db, Row } from '../../db/db.ts'
import { conferenceParts, type ConferenceParts } from './person-conference-data.ts'

/** Everything the service holds under one e-mail address, as a person's export gives it. */
export interface PersonData extends ConferenceParts {
  email: string
  registration: Row | null
  memberProfile: Row | null
  newsletterSubscriptions: Row[]
  payments: Row[]
  receipts: Row[]
  creditNotes: Row[]
  messagesSent: Row[]
  corrections: Row[]
}

const parsed = (row: Row | undefined): Row | null =>
  row ? { ...row, data: JSON.parse(String(row.data)) as never } : null

/**
 * The person's data (docs/decisions/0070), read by address (any case): the
 * registration with its answers, the member profile (never its password hash), newsletter
 * subscriptions, payments, receipts' and credit notes' metadata (what they say, not a PDF), the
 * messages written to the address (outbox rows), the corrections history, and the conference's
 * parts (check-in, visa letters, certificate, the abstract's outcome: person-conference-data.ts).
 * SQL only.
 */
export function personData(db: Db, address: string): PersonData {
  const email = address.trim().toLowerCase()
  const same = (column: string) => `lower(trim(${column})) = ?`
  const registration = parsed(
    db.get(`SELECT * FROM conference_registrations WHERE ${same('email')}`, [email]),
  )
  const profile = db.get(
    `SELECT id, email, surname, first_name, other_name, date_of_birth, contact_number, chapter, created_at
     FROM member_profiles WHERE ${same('email')}`,
    [email],
  )
  const payments = db.all(
    `SELECT reference, registration_id, email, amount, currency, state, note, proof_key, created_at, updated_at
     FROM conference_transactions WHERE ${same('email')} OR registration_id = ? ORDER BY created_at`,
    [email, registration?.id ?? -1],
  )
  const references = payments.map((p) => String(p.reference))
  const inReferences = `reference IN (${references.map(() => '?').join(',') || "''"})`
  return {
    email,
    registration,
    memberProfile: profile ?? null,
    newsletterSubscriptions: db.all(
      `SELECT * FROM newsletter_subscriptions WHERE ${same('email')}`,
      [email],
    ),
    payments,
    receipts: db.all(`SELECT * FROM receipts WHERE ${inReferences} ORDER BY number`, references),
    creditNotes: db.all(
      `SELECT * FROM credit_notes WHERE ${inReferences} ORDER BY number`,
      references,
    ),
    messagesSent: db
      .all(
        `SELECT id, kind, recipient, data, state, created_at, sent_at FROM outbox
         WHERE ${same('recipient')} ORDER BY created_at, id`,
        [email],
      )
      .map((row) => parsed(row)!),
    corrections: registration
      ? db.all(
          'SELECT at, field, before, after, account_id FROM registration_changes WHERE registration_id = ? ORDER BY at, id',
          [registration.id ?? null],
        )
      : [],
    ...conferenceParts(db, registration ? Number(registration.id) : null),
  }
}
