import type { Db } from '../../db.ts'

/** Membership tables in the embedded database (idempotent DDL; emails are stored lower-cased). */
export function ensureMembershipTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS member_profiles (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      surname TEXT NOT NULL,
      first_name TEXT NOT NULL,
      other_name TEXT NOT NULL DEFAULT '',
      date_of_birth TEXT NOT NULL,
      contact_number TEXT NOT NULL,
      chapter TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
      email TEXT PRIMARY KEY COLLATE NOCASE,
      created_at TEXT NOT NULL
    );
  `)
}

export interface ProfileRow {
  [key: string]: string | number
  id: number
  email: string
  surname: string
  first_name: string
  other_name: string
  date_of_birth: string
  contact_number: string
  chapter: string
  created_at: string
}

/** Public columns only: the password hash never leaves the store through these reads. */
const PUBLIC_COLUMNS =
  'id, email, surname, first_name, other_name, date_of_birth, contact_number, chapter, created_at'

export function findProfile(db: Db, email: string): ProfileRow | undefined {
  return db.get<ProfileRow>(`SELECT ${PUBLIC_COLUMNS} FROM member_profiles WHERE email = ?`, [
    email.toLowerCase(),
  ])
}

export function listProfiles(db: Db): ProfileRow[] {
  return db.all<ProfileRow>(`SELECT ${PUBLIC_COLUMNS} FROM member_profiles ORDER BY id`)
}
