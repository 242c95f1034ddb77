import type { Db } from '../../db.ts'
import type { RegistrationData } from '../../../src/api/contract/conference.ts'

/** Tables of the conference part of the local society API (created on first use). */
const schema = `
CREATE TABLE IF NOT EXISTS conference_registrations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE,
  data TEXT NOT NULL,
  abstract_key TEXT,
  abstract_etag TEXT,
  abstract_kind TEXT,
  abstract_size INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS conference_transactions (
  reference TEXT PRIMARY KEY,
  registration_id INTEGER REFERENCES conference_registrations(id) ON DELETE SET NULL,
  email TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  state TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS conference_transactions_email ON conference_transactions(email);
`

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

export interface TransactionRow {
  reference: string
  registrationId: number | null
  email: string
  amount: number
  currency: string
  state: string
  createdAt: string
  updatedAt: string
}

type Raw = Record<string, string | number | null>

/** Emails are compared case-insensitively (stored trimmed and lower-cased). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export function createConferenceStore(db: Db) {
  db.exec(schema)
  const now = () => new Date().toISOString()

  const toRegistration = (r: Raw): RegistrationRow => ({
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
  })
  const toTransaction = (r: Raw): TransactionRow => ({
    reference: String(r.reference),
    registrationId: r.registration_id === null ? null : Number(r.registration_id),
    email: String(r.email),
    amount: Number(r.amount),
    currency: String(r.currency),
    state: String(r.state),
    createdAt: String(r.created_at),
    updatedAt: String(r.updated_at),
  })

  return {
    findRegistration(email: string): RegistrationRow | undefined {
      const row = db.get<Raw>('SELECT * FROM conference_registrations WHERE email = ?', [
        normaliseEmail(email),
      ])
      return row && toRegistration(row)
    },
    /** Inserts or replaces the registration of this email; returns true when it replaced one. */
    saveRegistration(data: RegistrationData, abstract: StoredAbstract | null): boolean {
      const email = normaliseEmail(data.email)
      const existing = db.get<Raw>('SELECT id FROM conference_registrations WHERE email = ?', [
        email,
      ])
      const values = [
        JSON.stringify({ ...data, email }),
        abstract?.key ?? null,
        abstract?.etag ?? null,
        abstract?.kind ?? null,
        abstract?.size ?? null,
      ]
      if (existing) {
        db.run(
          'UPDATE conference_registrations SET data = ?, abstract_key = ?, abstract_etag = ?, abstract_kind = ?, abstract_size = ?, updated_at = ? WHERE id = ?',
          [...values, now(), Number(existing.id)],
        )
        return true
      }
      db.run(
        'INSERT INTO conference_registrations (email, data, abstract_key, abstract_etag, abstract_kind, abstract_size, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [email, ...values, now(), now()],
      )
      return false
    },
    isPaid(email: string): boolean {
      return !!db.get(
        'SELECT 1 AS paid FROM conference_transactions WHERE email = ? AND state = ?',
        [normaliseEmail(email), 'success'],
      )
    },
    createTransaction(
      t: Pick<
        TransactionRow,
        'reference' | 'registrationId' | 'email' | 'amount' | 'currency' | 'state'
      >,
    ): TransactionRow {
      const at = now()
      db.run(
        'INSERT INTO conference_transactions (reference, registration_id, email, amount, currency, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [
          t.reference,
          t.registrationId,
          normaliseEmail(t.email),
          t.amount,
          t.currency,
          t.state,
          at,
          at,
        ],
      )
      return { ...t, email: normaliseEmail(t.email), createdAt: at, updatedAt: at }
    },
    findTransaction(reference: string): TransactionRow | undefined {
      const row = db.get<Raw>('SELECT * FROM conference_transactions WHERE reference = ?', [
        reference,
      ])
      return row && toTransaction(row)
    },
    setTransactionState(reference: string, state: string): void {
      db.run('UPDATE conference_transactions SET state = ?, updated_at = ? WHERE reference = ?', [
        state,
        now(),
        reference,
      ])
    },
    transactionsOf(email: string): TransactionRow[] {
      return db
        .all<Raw>('SELECT * FROM conference_transactions WHERE email = ? ORDER BY created_at', [
          normaliseEmail(email),
        ])
        .map(toTransaction)
    },
  }
}

export type ConferenceStore = ReturnType<typeof createConferenceStore>
