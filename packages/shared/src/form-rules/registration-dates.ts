import type { RegistrationTimeframe } from '../contract/conference'
import { TIMEFRAME_LABELS } from './registration.labels'

/**
 * What the registration form may offer on a given day, and what the society API accepts
 * (docs/decisions/0102-registration-dates-enforced-by-the-server.md): the fee period that
 * applies today, whether abstracts are still taken, whether the workshops are still to come.
 * Decided from the CMS's dates and the one clock (docs/decisions/0004); days are counted in the
 * conference's time zone (docs/decisions/0010) by the caller, who hands in `today`
 * ("YYYY-MM-DD"), so this module needs no `Intl` (the page computes the day without it).
 */
export interface DatedFeePeriod {
  formTimeframe?: string | null
  startDate?: string | null
  endDate?: string | null
  /**
   * The studio's "Continues until the conference ends": after its end date the period's fees
   * still apply, up to the conference's last day (late and on-site registration).
   */
  continuesUntilEventEnd?: boolean | null
}

export interface EventDays {
  /** The conference's last day. */
  endDate?: string | null
  /** The pre-conference workshops' last day. */
  workshopsEndDate?: string | null
}

/**
 * "YYYY-MM-DD" (the leading date of an ISO date-time counts too); '' when unset. The studio
 * requires these dates and stores them in this form, so days compare as strings. (Kept small:
 * this module is in the registration page's first load, at its size budget.)
 */
const dayOf = (value: string | null | undefined) => value?.slice(0, 10) ?? ''

/**
 * The form's fee period that applies on `today`: the first whose dates include the day, else
 * one that continues until the conference ends, when the day is after its end and not after the
 * conference's last day. Null when none does (nothing is priced that day).
 */
export function feePeriodOn<T extends DatedFeePeriod>(
  periods: readonly T[],
  today: string,
  event: EventDays | null | undefined,
): T | null {
  const offered = periods.filter((p) => p.formTimeframe && p.startDate && p.endDate)
  return (
    offered.find((p) => dayOf(p.startDate) <= today && today <= dayOf(p.endDate)) ??
    (today <= dayOf(event?.endDate)
      ? offered.find((p) => p.continuesUntilEventEnd && dayOf(p.endDate) < today)
      : null) ??
    null
  )
}

/** Abstracts are taken until the CMS's deadline (an instant; none set: always). */
export function abstractsOpen(deadline: string | null | undefined, now: Date): boolean {
  const ms = deadline ? Date.parse(deadline) : Number.NaN
  return Number.isNaN(ms) || now.getTime() <= ms
}

/** Workshops can be chosen until their last day is over (none set: always). */
export function workshopsOpen(event: EventDays | null | undefined, today: string): boolean {
  const last = dayOf(event?.workshopsEndDate)
  return !last || today <= last
}

const label = (timeframe: string | null | undefined) =>
  TIMEFRAME_LABELS[timeframe as RegistrationTimeframe] ?? timeframe ?? ''

/** The society API's answers when a registration asks for what the day does not offer. */
export const registrationDateMessages = {
  /** A timeframe other than today's. */
  notToday: (chosen: string, today: string) =>
    `The ${label(chosen)} fees do not apply today: registration today is at the ${label(today)} fees. Choose ${label(today)} and send the form again.`,
  /** No fee period applies today. */
  noPeriod: (contactEmail: string | null | undefined) =>
    `No registration fee applies today, so registration cannot be completed online.${contactEmail ? ` Please contact ${contactEmail}.` : ''}`,
  abstractClosed:
    'Abstract submission has closed: the deadline has passed. Remove the abstract file to register without one.',
  workshopsOver:
    'The pre-conference workshops have taken place and can no longer be chosen. Untick the workshop option to register.',
} as const
