import type { Db, Statement } from '../../db/db.ts'
import type { Assignment } from '../../review/assign.ts'
import type { AbstractRow, ReviewerRow } from '../../review/assignment-rows.ts'

/** What a reviewer covers, as the secretariat sets it. */
export interface ReviewerSettings {
  affiliation: string
  symposia: readonly string[]
  conflicts: readonly number[]
}

/** A reviewer who handed an abstract back, and the reason they gave (may be empty). */
export interface HandBack {
  email: string
  reason: string
}

/**
 * The abstracts, reviewers and assignments (SQL only; the rules are in review/): the abstracts
 * are the registrations with a file that are not cancelled (docs/decisions/0074).
 */
export function createAssignmentStore(db: Db) {
  return {
    abstracts(): AbstractRow[] {
      return db
        .all(
          `SELECT id, email,
             json_extract(data, '$.symposium_type') AS symposium,
             json_extract(data, '$.affiliation') AS affiliation,
             json_extract(data, '$.abstract_authors') AS authors,
             json_extract(data, '$.abstract_title') AS title
           FROM conference_registrations
           WHERE abstract_key IS NOT NULL AND json_extract(data, '$.cancelled_at') IS NULL
           ORDER BY id`,
        )
        .map((r) => ({
          id: Number(r.id),
          email: String(r.email),
          symposium: (r.symposium as string | null) ?? null,
          affiliation: (r.affiliation as string | null) ?? null,
          // json_extract gives a list back as its JSON text.
          authors: typeof r.authors === 'string' ? r.authors : null,
          title: typeof r.title === 'string' ? r.title : null,
        }))
    },

    /** The symposium of a registration (where to go back to after a change). */
    symposiumOf(registrationId: number): string | undefined {
      const row = db.get(
        `SELECT json_extract(data, '$.symposium_type') AS symposium FROM conference_registrations WHERE id = ?`,
        [registrationId],
      )
      return typeof row?.symposium === 'string' ? row.symposium : undefined
    },

    /** Every enabled account with the reviewer role (one, when `id` is given): a disabled one is assigned nothing. */
    reviewers(id?: number): ReviewerRow[] {
      const accounts = db.all(
        `SELECT id, email, affiliation FROM desk_accounts
         WHERE role = 'reviewer' AND disabled_at IS NULL ${id === undefined ? '' : 'AND id = ?'} ORDER BY id`,
        id === undefined ? [] : [id],
      )
      const listOf = (sql: string) => {
        const by = new Map<number, (string | number)[]>()
        for (const r of db.all(sql)) {
          const list = by.get(Number(r.account_id)) ?? []
          list.push(r.value as string | number)
          by.set(Number(r.account_id), list)
        }
        return by
      }
      const symposia = listOf(
        'SELECT account_id, symposium AS value FROM desk_reviewer_symposia ORDER BY symposium',
      )
      const conflicts = listOf(
        'SELECT account_id, registration_id AS value FROM abstract_conflicts ORDER BY registration_id',
      )
      return accounts.map((a) => ({
        id: Number(a.id),
        email: String(a.email),
        affiliation: (a.affiliation as string | null) ?? null,
        symposia: (symposia.get(Number(a.id)) ?? []).map(String),
        conflicts: (conflicts.get(Number(a.id)) ?? []).map(Number),
      }))
    },

    /**
     * Abstracts a reviewer handed back and nobody was assigned to since (docs/decisions/0080):
     * they need a reviewer again. Per abstract, who handed it back and why.
     */
    handedBack(): Map<number, HandBack[]> {
      const by = new Map<number, HandBack[]>()
      for (const r of db.all(
        `SELECT h.registration_id, d.email, h.reason FROM abstract_handbacks h
         JOIN desk_accounts d ON d.id = h.account_id
         WHERE NOT EXISTS (SELECT 1 FROM abstract_assignments a
           WHERE a.registration_id = h.registration_id AND a.assigned_at > h.handed_back_at)
         ORDER BY h.registration_id, h.handed_back_at`,
      )) {
        const id = Number(r.registration_id)
        by.set(id, [...(by.get(id) ?? []), { email: String(r.email), reason: String(r.reason) }])
      }
      return by
    },

    assignments(): Assignment[] {
      return db
        .all(
          'SELECT registration_id, account_id FROM abstract_assignments ORDER BY registration_id, account_id',
        )
        .map((r) => ({ abstractId: Number(r.registration_id), reviewerId: Number(r.account_id) }))
    },

    /** Replaces a reviewer's affiliation, symposia and declared conflicts, with the audit entry. */
    async setReviewer(accountId: number, settings: ReviewerSettings, at: Date, audit: Statement) {
      const when = at.toISOString()
      await db.write([
        {
          sql: `UPDATE desk_accounts SET affiliation = ? WHERE id = ? AND role = 'reviewer'`,
          params: [settings.affiliation || null, accountId],
        },
        { sql: 'DELETE FROM desk_reviewer_symposia WHERE account_id = ?', params: [accountId] },
        ...settings.symposia.map((symposium) => ({
          sql: 'INSERT INTO desk_reviewer_symposia (account_id, symposium) VALUES (?, ?)',
          params: [accountId, symposium],
        })),
        {
          sql: `DELETE FROM abstract_conflicts WHERE account_id = ?`,
          params: [accountId],
        },
        ...settings.conflicts.map((registrationId) => ({
          sql: `INSERT INTO abstract_conflicts (registration_id, account_id, declared_at) VALUES (?, ?, ?)`,
          params: [registrationId, accountId, when],
        })),
        audit,
      ])
    },

    /** Stores the pairs (each with its own audit entry, from `audit`) as one unit. */
    async add(
      pairs: readonly Assignment[],
      by: number,
      at: Date,
      audit: (pair: Assignment) => Statement,
    ) {
      if (!pairs.length) return
      await db.write(
        pairs.flatMap((pair) => [
          {
            sql: `INSERT INTO abstract_assignments (registration_id, account_id, assigned_by, assigned_at)
                  VALUES (?, ?, ?, ?)`,
            params: [pair.abstractId, pair.reviewerId, by, at.toISOString()],
          },
          audit(pair),
        ]),
      )
    },

    /** Removes one pair with its audit entry; false when it was not there (nothing written). */
    async remove(pair: Assignment, audit: Statement): Promise<boolean> {
      const key = [pair.abstractId, pair.reviewerId]
      const where = 'registration_id = ? AND account_id = ?'
      if (!db.get(`SELECT 1 AS found FROM abstract_assignments WHERE ${where}`, key)) return false
      await db.write([
        { sql: `DELETE FROM abstract_assignments WHERE ${where}`, params: key },
        audit,
      ])
      return true
    },
  }
}

export type AssignmentStore = ReturnType<typeof createAssignmentStore>
