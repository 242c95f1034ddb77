/** A check-in as the service keeps it: where, by whom and when (docs/decisions/0081). */
export interface CheckIn {
  desk: string
  /** The account's address (staff see who checked a person in); null once the account is gone. */
  by: string | null
  /** When the desk checked the person in (ISO 8601, the desk's clock). */
  at: string
}

/** A desk's check-in as it arrives (from the form, or from an offline queue). */
export interface CheckInAttempt extends CheckIn {
  registrationId: number
}

export type CheckInOutcome =
  /** Recorded now. */
  | { outcome: 'recorded'; checkIn: CheckIn }
  /** This very check-in was recorded before (a queue sent it twice): nothing changes. */
  | { outcome: 'repeated'; checkIn: CheckIn }
  /** Another check-in reached the service first: it stands, and this desk is told which. */
  | { outcome: 'already'; checkIn: CheckIn }

/**
 * The reconciliation rule: the first check-in to reach the service wins. The same check-in sent
 * again (same desk, same person at the desk, same time) is not a second one; anything else for a
 * registration already checked in is refused with the first one's desk, person and time.
 */
export function reconcile(existing: CheckIn | null, attempt: CheckInAttempt): CheckInOutcome {
  const { desk, by, at } = attempt
  if (!existing) return { outcome: 'recorded', checkIn: { desk, by, at } }
  const same = existing.desk === desk && existing.by === by && existing.at === at
  return { outcome: same ? 'repeated' : 'already', checkIn: existing }
}

/** A desk name as typed: trimmed, one line, at most 40 characters; null when empty. */
export function deskName(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const name = value.replace(/\s+/g, ' ').trim().slice(0, 40)
  return name || null
}

/**
 * A desk's check-in time: its own clock's ISO time when that is plausible (not more than 5 minutes
 * ahead of `now`, not more than 7 days before it); otherwise `now` (a desk with a wrong clock still
 * checks people in; the service's time is recorded instead).
 */
export function checkInTime(value: unknown, now: Date): string {
  const at =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value) ? new Date(value) : null
  const ahead = at ? at.getTime() - now.getTime() : Number.NaN
  return at && ahead <= 5 * 60_000 && -ahead <= 7 * 86_400_000
    ? at.toISOString()
    : now.toISOString()
}
