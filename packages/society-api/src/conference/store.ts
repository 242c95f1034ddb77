import type { RegistrationData } from '@amrs/shared/contract/conference'
import type { Db, Row, Statement } from '../db/db.ts'
import type { RegistrationFacts } from '../messages/conference-messages.ts'
import { enqueue } from '../outbox/outbox-store.ts'

export interface StoredAbstract {
  key: string
  etag: string
  kind: string
  size: number
}

export interface RegistrationRow {
  id: number
  email: string
  data: RegistrationData
  abstract: StoredAbstract | null
  createdAt: string
  updatedAt: string
}

/** What saving a registration did; `previousAbstractKey` is the file the old row pointed at. */
export type SaveOutcome =
  | { saved: 'created' | 'updated'; previousAbstractKey: string | null }
  | { saved: false; reason: 'paid' }

/** Emails are compared case-insensitively (stored trimmed and lower-cased). */
const normaliseEmail = (email: string) => email.trim().toLowerCase()
const now = () => new Date().toISOString()

/** Whether the fee of an email (the one parameter) is paid: a condition for other statements. */
export const PAID = `SELECT 1 FROM conference_transactions WHERE email = ? AND state = 'success'`

function toRegistration(r: Row): RegistrationRow {
  return {
    id: Number(r.id),
    email: String(r.email),
    data: JSON.parse(String(r.data)) as RegistrationData,
    abstract: r.abstract_key
      ? {
          key: String(r.abstract_key),
          etag: String(r.abstract_etag),
          kind: String(r.abstract_kind),
          size: Number(r.abstract_size),
        }
      : null,
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  }
}

/** Inserts or replaces the registration of `data.email` (normalised), unless its fee is paid. */
function upsertUnlessPaid(
  email: string,
  data: RegistrationData,
  abstract: StoredAbstract | null,
): Statement {
  const at = now()
  return {
    sql: `INSERT INTO conference_registrations (email, data, abstract_key, abstract_etag, abstract_kind, abstract_size, created_at, updated_at)
          SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS (${PAID})
          ON CONFLICT(email) DO UPDATE SET data = excluded.data, abstract_key = excluded.abstract_key,
            abstract_etag = excluded.abstract_etag, abstract_kind = excluded.abstract_kind,
            abstract_size = excluded.abstract_size, updated_at = excluded.updated_at`,
    params: [
      email,
      JSON.stringify({ ...data, email }),
      abstract?.key ?? null,
      abstract?.etag ?? null,
      abstract?.kind ?? null,
      abstract?.size ?? null,
      at,
      at,
      email,
    ],
  }
}

/**
 * A changed fee (category, timeframe, banquet, excursion: what computeFee reads) replaces the
 * payments not yet paid: one made on their old link afterwards is for the old amount, and is
 * recorded as a mismatch, never as paid (docs/decisions/0052).
 */
function supersedeIfFeeChanged(email: string, data: RegistrationData): Statement {
  return {
    sql: `UPDATE conference_transactions SET state = 'superseded', updated_at = ?
          WHERE email = ? AND state IN ('pending', 'abandoned', 'failed') AND EXISTS (
            SELECT 1 FROM conference_registrations AS r WHERE r.email = ? AND (
              json_extract(r.data, '$.registration_category') IS NOT ?
              OR json_extract(r.data, '$.registration_timeframe') IS NOT ?
              OR json_extract(r.data, '$.banquet') IS NOT ?
              OR json_extract(r.data, '$.excursion') IS NOT ?))
            AND NOT EXISTS (${PAID})`,
    params: [
      now(),
      email,
      email,
      data.registration_category,
      data.registration_timeframe,
      data.banquet ? 1 : 0,
      data.excursion ? 1 : 0,
      email,
    ],
  }
}

/** One unit: what was stored before, whether the fee is paid, the payments a new fee replaces, the guarded upsert. */
async function saveRegistration(
  db: Db,
  data: RegistrationData,
  abstract: StoredAbstract | null,
  abstractFileName: string | null,
): Promise<SaveOutcome> {
  const email = normaliseEmail(data.email)
  const [previous, paid] = await db.write([
    { sql: 'SELECT abstract_key FROM conference_registrations WHERE email = ?', params: [email] },
    { sql: PAID, params: [email] },
    supersedeIfFeeChanged(email, data),
    upsertUnlessPaid(email, data, abstract),
    // "Registration received", written with the registration (not when its fee is paid already).
    ...enqueue(
      {
        kind: 'registration-received',
        to: email,
        data: { ...registrationFacts(data, abstractFileName) },
      },
      { onlyIf: { sql: `SELECT 1 WHERE NOT EXISTS (${PAID})`, params: [email] } },
    ),
  ])
  if (paid?.rows.length) return { saved: false, reason: 'paid' }
  const before = previous?.rows[0]
  if (!before) return { saved: 'created', previousAbstractKey: null }
  const key = before.abstract_key
  return { saved: 'updated', previousAbstractKey: typeof key === 'string' ? key : null }
}

/** What the registration-received message tells (data.firstname is what the person typed). */
function registrationFacts(
  data: RegistrationData,
  abstractFileName: string | null,
): RegistrationFacts {
  return {
    firstName: data.firstname,
    category: data.registration_category,
    timeframe: data.registration_timeframe,
    banquet: data.banquet,
    excursion: data.excursion,
    symposium: data.symposium_type,
    presentationMode: data.presentational_mode,
    abstractFileName: abstract(abstractFileName),
  }
}
const abstract = (name: string | null) => (name ? name.slice(0, 200) : null)

/** All SQL of the registration endpoint. Writes resolve once they are on disk. */
export function createConferenceStore(db: Db) {
  return {
    findRegistration(email: string): RegistrationRow | undefined {
      const row = db.get('SELECT * FROM conference_registrations WHERE email = ?', [
        normaliseEmail(email),
      ])
      return row && toRegistration(row)
    },

    /** Every abstract file a registration points at (for the start-up sweep). */
    abstractKeys(): Set<string> {
      const rows = db.all<{ abstract_key: string }>(
        'SELECT abstract_key FROM conference_registrations WHERE abstract_key IS NOT NULL',
      )
      return new Set(rows.map((r) => r.abstract_key))
    },

    /** Inserts or replaces the registration of this email, unless its fee is paid already. */
    saveRegistration: (
      data: RegistrationData,
      abstract: StoredAbstract | null,
      abstractFileName: string | null = null,
    ) => saveRegistration(db, data, abstract, abstractFileName),

    isPaid: (email: string): boolean => !!db.get(PAID, [normaliseEmail(email)]),
  }
}

export type ConferenceStore = ReturnType<typeof createConferenceStore>
