import { formatWeekday } from './date-format'
import type { EventPhase, ProgrammeDay } from './event-phase'

/**
 * The conference's phase in words (event-phase.ts) for the conference home's hero: the countdown
 * and today's day of the programme ("took place" is in conference-phase.ts, which the society
 * home reads too). The phrasing is UI chrome. Pure.
 */
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
