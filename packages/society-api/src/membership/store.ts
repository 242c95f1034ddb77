import { enqueue } from '../outbox/outbox-store.ts'
import type { Db } from '../db/db.ts'

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

export interface NewProfile {
  email: string
  surname: string
  first_name: string
  other_name: string
  date_of_birth: string
  contact_number: string
  chapter: string
  passwordHash: string
}

/** Public columns only: the password hash never leaves the store through these reads. */
const PUBLIC_COLUMNS =
  'id, email, surname, first_name, other_name, date_of_birth, contact_number, chapter, created_at'

/** All SQL of the membership endpoints. Writes resolve once they are on disk. */
export function createMembershipStore(db: Db) {
  const now = () => new Date().toISOString()

  return {
    findProfile(email: string): ProfileRow | undefined {
      return db.get<ProfileRow>(`SELECT ${PUBLIC_COLUMNS} FROM member_profiles WHERE email = ?`, [
        email.toLowerCase(),
      ])
    },

    listProfiles(): ProfileRow[] {
      return db.all<ProfileRow>(`SELECT ${PUBLIC_COLUMNS} FROM member_profiles ORDER BY id`)
    },

    /** Stores a new profile; false when one with this email exists already (any case). */
    async createProfile(p: NewProfile): Promise<boolean> {
      const at = now()
      const [insert] = await db.write([
        {
          sql: `INSERT INTO member_profiles (email, surname, first_name, other_name, date_of_birth, contact_number, chapter, password_hash, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(email) DO NOTHING`,
          params: [
            p.email.toLowerCase(),
            p.surname,
            p.first_name,
            p.other_name,
            p.date_of_birth,
            p.contact_number,
            p.chapter,
            p.passwordHash,
            at,
          ],
        },
        // "Profile submitted", with the profile this unit created.
        ...enqueue(
          {
            kind: 'profile-submitted',
            to: p.email.toLowerCase(),
            data: { firstName: p.first_name },
          },
          {
            onlyIf: {
              sql: 'SELECT 1 FROM member_profiles WHERE email = ? AND created_at = ?',
              params: [p.email.toLowerCase(), at],
            },
          },
        ),
      ])
      return insert?.changes === 1
    },
  }
}

export type MembershipStore = ReturnType<typeof createMembershipStore>
