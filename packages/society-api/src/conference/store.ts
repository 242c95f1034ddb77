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

/**
 * What saving a registration did: `created`, or `exists` when the address has a registration
 * already, which the public form never changes (docs/decisions/0094): its id, for the sign-in
 * link its owner is sent.
 */
export type SaveOutcome = { saved: 'created' } | { saved: 'exists'; registrationId: number }

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

/** Inserts the registration of `data.email` (normalised); an address registered already is left as it is. */
function insertIfNew(
  email: string,
  data: RegistrationData,
  abstract: StoredAbstract | null,
): Statement {
  const at = now()
  return {
    sql: `INSERT INTO conference_registrations (email, data, abstract_key, abstract_etag, abstract_kind, abstract_size, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(email) DO NOTHING`,
    params: [
      email,
      JSON.stringify({ ...data, email }),
      abstract?.key ?? null,
      abstract?.etag ?? null,
      abstract?.kind ?? null,
      abstract?.size ?? null,
      at,
      at,
    ],
  }
}

/**
 * One unit: the insert, and "Registration received" only when the insert made a row. The
 * registration the address had already, if any, is read in the same unit, never changed.
 */
async function saveRegistration(
  db: Db,
  data: RegistrationData,
  abstract: StoredAbstract | null,
  abstractFileName: string | null,
): Promise<SaveOutcome> {
  const email = normaliseEmail(data.email)
  const [before] = await db.write([
    { sql: 'SELECT id FROM conference_registrations WHERE email = ?', params: [email] },
    insertIfNew(email, data, abstract),
    ...enqueue(
      {
        kind: 'registration-received',
        to: email,
        data: { ...registrationFacts(data, abstractFileName) },
      },
      { onlyIf: { sql: 'SELECT 1 WHERE changes() = 1' } },
    ),
  ])
  const existing = before?.rows[0]
  return existing ? { saved: 'exists', registrationId: Number(existing.id) } : { saved: 'created' }
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
    workshops: data.is_workshop ? [...(data.workshop_category ?? [])] : [],
    abstractFileName: abstract(abstractFileName),
    ...(abstractFileName && data.abstract_title
      ? {
          abstractTitle: data.abstract_title,
          abstractAuthors: (data.abstract_authors ?? []).map(({ name, affiliation }) => ({
            name,
            affiliation,
          })),
          abstractPresenter: data.abstract_presenter ?? null,
        }
      : {}),
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

    /** A registration by its id (the desk's and My registration's key), as stored. */
    findById(id: number): RegistrationRow | undefined {
      const row = db.get('SELECT * FROM conference_registrations WHERE id = ?', [id])
      return row && toRegistration(row)
    },

    /** Every abstract file a registration points at (for the start-up sweep). */
    abstractKeys(): Set<string> {
      const rows = db.all<{ abstract_key: string }>(
        'SELECT abstract_key FROM conference_registrations WHERE abstract_key IS NOT NULL',
      )
      return new Set(rows.map((r) => r.abstract_key))
    },

    /** Inserts the registration of this email, unless the address has one already. */
    saveRegistration: (
      data: RegistrationData,
      abstract: StoredAbstract | null,
      abstractFileName: string | null = null,
    ) => saveRegistration(db, data, abstract, abstractFileName),

    isPaid: (email: string): boolean => !!db.get(PAID, [normaliseEmail(email)]),

    /** Whether a "registration exists" message went to this address after `since` (ISO). */
    noticeSentSince: (email: string, since: string): boolean =>
      !!db.get(
        `SELECT 1 FROM outbox WHERE kind = 'registration-exists' AND recipient = ? AND created_at > ?`,
        [normaliseEmail(email), since],
      ),
  }
}

export type ConferenceStore = ReturnType<typeof createConferenceStore>
