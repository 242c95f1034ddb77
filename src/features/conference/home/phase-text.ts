import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import type { EventPhase, ProgrammeDay } from '@/lib/event-phase'
import { formatDateRange, formatWeekday } from '@/lib/date-format'

/**
 * The words of the conference home for each event phase (src/lib/event-phase.ts), built from the CMS
 * facts; phrasing ("opens in", "took place in") is UI chrome. Pure.
 */
type Conference = Pick<
  NonNullable<ConferenceHomeQueryResult['conference']>,
  'name' | 'city' | 'startDate' | 'endDate'
>
type WinterSchool = ConferenceHomeQueryResult['winterSchool']
type Before = Extract<EventPhase, { phase: 'before' }>

const inDays = (n: number) => (n === 1 ? 'tomorrow' : `in ${n} days`)

/** "The conference opens in 50 days. Pre-conference workshops start in 48 days." */
export function countdownText(phase: Before): string {
  const conference = `The conference opens ${inDays(phase.daysToConference)}.`
  if (phase.daysToFirstDay === phase.daysToConference) return conference
  return `${conference} Pre-conference workshops start ${inDays(phase.daysToFirstDay)}.`
}

/** "Today, Sunday 7 December: pre-conference workshops, day 1 of 2." */
export function todayText(today: ProgrammeDay): string {
  const what =
    today.part === 'workshops'
      ? `pre-conference workshops, day ${today.number} of ${today.of}`
      : `conference day ${today.number} of ${today.of}`
  return `Today, ${formatWeekday(today.date)}: ${what}.`
}

/** Today's day of the winter-school schedule (its CMS title and whether it is still pending). */
export function winterSchoolDay(
  winterSchool: WinterSchool,
  date: string,
): { title: string; pending: boolean } | null {
  const day = winterSchool?.days?.find((d) => d.date === date)
  return day ? { title: day.title, pending: !!day.pending } : null
}

/** "IUMRS-ICAM 2025 took place in Accra, 9–12 December 2025" */
export function tookPlaceText(conference: Conference): string {
  const where = conference.city ? ` in ${conference.city}` : ''
  const when = formatDateRange(conference.startDate, conference.endDate)
  return `${conference.name ?? 'The conference'} took place${where}${when ? `, ${when}` : ''}`
}
