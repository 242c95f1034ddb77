import type { Db, Row, Statement } from '../db/db.ts'
import { BADGE_BANDS, badgeCategory } from '../badges/badge-category.ts'
import { REGISTRATION_FACTS } from '../desk/registrations/list-query.ts'
import { reviewDecisions } from '../my-registration/abstract-decision.ts'
import {
  reconcile,
  type CheckIn,
  type CheckInAttempt,
  type CheckInOutcome,
} from './check-in-rule.ts'

/**
 * One registration in the check-in list (the minimum the door needs, docs/decisions/0081):
 * short keys, because 800 of them are kept offline on each desk's device.
 */
export interface DoorEntry {
  /** Registration id (what the badge's token names). */
  i: number
  /** Name as on the badge. */
  n: string
  /** Category as on the badge (Delegate, Speaker, Exhibitor, Staff). */
  c: string
  /** Paid (by card or recorded by hand). */
  p: boolean
  /** Checked in: where, by whom, when; absent when not yet. */
  k?: CheckIn
}

interface DoorRow extends Row {
  id: number
  name: string
  badge_category: string | null
  paid: number
  desk: string | null
  by: string | null
  at: string | null
}

const DOOR_SELECT = `SELECT f.id,
    trim(coalesce(f.firstname, '') || ' ' || coalesce(f.surname, '')) AS name,
    (SELECT json_extract(r.data, '$.badge_category') FROM conference_registrations r WHERE r.id = f.id) AS badge_category,
    f.payment IN ('paid', 'manual') AS paid,
    k.desk, a.email AS by, k.checked_in_at AS at
  FROM (${REGISTRATION_FACTS}) f
  LEFT JOIN check_ins k ON k.registration_id = f.id
  LEFT JOIN desk_accounts a ON a.id = k.account_id
  WHERE f.cancelled_at IS NULL AND f.erased_at IS NULL`

const checkInOf = (row: DoorRow): CheckIn | null =>
  row.desk === null ? null : { desk: row.desk, by: row.by, at: String(row.at) }

/** The registrations the door may see (not cancelled, not erased), by name. */
export function doorList(db: Db, search?: string): DoorEntry[] {
  const decisions = reviewDecisions(db)
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)
  const where = words.map(() => `AND lower(name) LIKE ? ESCAPE '\\'`).join(' ')
  const rows = db.all<DoorRow>(
    `SELECT * FROM (${DOOR_SELECT}) WHERE 1 ${where} ORDER BY lower(name), id`,
    words.map((w) => `%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`),
  )
  return rows.map((row) => {
    const checkIn = checkInOf(row)
    const category = badgeCategory(row.badge_category, decisions(Number(row.id)))
    return {
      i: Number(row.id),
      n: String(row.name),
      c: BADGE_BANDS[category].label,
      p: Boolean(row.paid),
      ...(checkIn ? { k: checkIn } : {}),
    }
  })
}

/** One registration the door may see, or undefined. */
export function doorEntry(db: Db, id: number): DoorEntry | undefined {
  return doorList(db).find((entry) => entry.i === id)
}

/** The counts the overview shows live: registrations at the door, paid, checked in. */
export function doorCounts(db: Db): { registered: number; paid: number; checkedIn: number } {
  const row = db.get<{ registered: number; paid: number; checkedIn: number }>(
    `SELECT count(*) AS registered, coalesce(sum(paid), 0) AS paid, count(desk) AS checkedIn
     FROM (${DOOR_SELECT})`,
  )
  return {
    registered: Number(row?.registered ?? 0),
    paid: Number(row?.paid ?? 0),
    checkedIn: Number(row?.checkedIn ?? 0),
  }
}

/** An INSERT … VALUES statement that runs only when the statement before it changed a row. */
function onlyIfInserted(statement: Statement): Statement {
  const sql = statement.sql.replace(/ VALUES \(([?, ]+)\)$/, ' SELECT $1 WHERE changes() = 1')
  if (sql === statement.sql) throw new Error('Expected an INSERT … VALUES statement')
  return { ...statement, sql }
}

/**
 * Records check-ins by the rule (./check-in-rule.ts): each attempt in its own unit with its audit
 * entry, so a desk's queue of many is never half refused. `audit` gives the entry for a recorded one.
 */
export async function recordCheckIns(
  db: Db,
  accountId: number,
  attempts: CheckInAttempt[],
  now: Date,
  audit: (registrationId: number) => Statement,
): Promise<(CheckInOutcome & { registrationId: number })[]> {
  const outcomes: (CheckInOutcome & { registrationId: number })[] = []
  for (const attempt of attempts) {
    const existing = () => {
      const row = db.get<DoorRow>(
        `SELECT k.desk, a.email AS by, k.checked_in_at AS at FROM check_ins k
         LEFT JOIN desk_accounts a ON a.id = k.account_id WHERE k.registration_id = ?`,
        [attempt.registrationId],
      )
      return row ? checkInOf(row) : null
    }
    let outcome = reconcile(existing(), attempt)
    if (outcome.outcome === 'recorded') {
      // INSERT OR IGNORE: another desk's check-in written since the read still wins.
      const [insert] = await db.write([
        {
          sql: `INSERT OR IGNORE INTO check_ins (registration_id, desk, account_id, checked_in_at, recorded_at)
                VALUES (?, ?, ?, ?, ?)`,
          params: [attempt.registrationId, attempt.desk, accountId, attempt.at, now.toISOString()],
        },
        onlyIfInserted(audit(attempt.registrationId)),
      ])
      if (!insert?.changes) outcome = reconcile(existing(), attempt)
    }
    outcomes.push({ ...outcome, registrationId: attempt.registrationId })
  }
  return outcomes
}
