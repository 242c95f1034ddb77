import { calendarDayIn, toCalendarDay } from './calendar-day'
import { formatDateRange } from './date-format'

/**
 * Before, during or after the conference, by the site's clock (docs/decisions/0004): the phase
 * every page speaks in. "During" runs from the first programme day (the pre-conference
 * workshops, when they come first) to the last conference day, whole days in the conference's
 * time zone, as `eventPhase` (event-phase.ts) counts them; this is the small version of that
 * rule the layouts and pages read, without its day-by-day detail.
 */
export type ConferencePhase = 'before' | 'during' | 'after'

/** The conference's dates as the queries read them (days in its time zone). */
export interface ConferenceDates {
  startDate?: string | null
  endDate?: string | null
  workshopsStartDate?: string | null
  timeZone?: string | null
}

/** null while the conference's dates are missing. */
export function conferencePhase(
  dates: ConferenceDates | null | undefined,
  now: Date,
): ConferencePhase | null {
  const start = toCalendarDay(dates?.startDate)
  const end = toCalendarDay(dates?.endDate) ?? start
  if (!start || !end) return null
  const workshops = toCalendarDay(dates?.workshopsStartDate)
  const first = workshops && workshops < start ? workshops : start
  const today = calendarDayIn(now, dates?.timeZone ?? 'UTC')
  if (today < first) return 'before'
  return today > end ? 'after' : 'during'
}

/**
 * The words for a phase: the phase's own when the secretariat wrote them (non-empty), else the
 * words before the event. `during` falls back to `before` (present tense serves both); `after`
 * falls back to `before` too, so a page never goes blank for want of an after-event text.
 * Returns the value and which of the three it is (for click-to-edit: the field to open).
 */
export function forPhase<T>(
  phase: ConferencePhase | null,
  texts: { before: T; during?: T | null; after?: T | null },
): { value: T; phase: ConferencePhase } {
  const own = phase === 'during' || phase === 'after' ? texts[phase] : null
  const present = Array.isArray(own) ? own.length > 0 : own != null && own !== ''
  return present && phase ? { value: own as T, phase } : { value: texts.before, phase: 'before' }
}

/**
 * `forPhase` for a document's field and its phase variants, named as the studio names them
 * (`<field>DuringEvent`, `<field>AfterEvent`): the words, and the field they come from (for
 * click-to-edit in preview).
 */
export function forPhaseField<T>(
  phase: ConferencePhase | null,
  field: string,
  texts: { before: T; during?: T | null; after?: T | null },
): { value: T; field: string } {
  const chosen = forPhase(phase, texts)
  const suffix = { before: '', during: 'DuringEvent', after: 'AfterEvent' }[chosen.phase]
  return { value: chosen.value, field: `${field}${suffix}` }
}

/** The facts "took place" is worded from. */
export interface ConferenceFacts {
  name?: string | null
  city?: string | null
  startDate?: string | null
  endDate?: string | null
}

/** "IUMRS-ICAM 2025 took place in Accra, 9–12 December 2025" (UI chrome around CMS facts). */
export function tookPlaceText(conference: ConferenceFacts): string {
  const where = conference.city ? ` in ${conference.city}` : ''
  const when = formatDateRange(conference.startDate, conference.endDate)
  return `${conference.name ?? 'The conference'} took place${where}${when ? `, ${when}` : ''}`
}
