import { paths } from '@amrs/shared/paths'
import { speakerAnchor } from '@/lib/speaker-anchor'
import type { FilteredSession } from './programme-filter.rules'
import type { ProgrammeChangeNote, ProgrammeSession, ProgrammeSpeaker } from './programme.types'

/** What the programme's pages say about their sessions and talks, as pure functions. */

/** The codes of the talks the change notes name: each gets a "Changed" mark. */
export function changedCodes(notes: Pick<ProgrammeChangeNote, 'talks'>[]): Set<string> {
  return new Set(notes.flatMap((note) => note.talks.map((talk) => talk.code)))
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

const talkCount = (sessions: Array<Pick<ProgrammeSession, 'talks'>>) =>
  sessions.reduce((sum, session) => sum + session.talks.length, 0)

/**
 * The filter's result, announced as it changes: "14 sessions and 40 talks" without a filter,
 * "3 of 14 sessions and 7 talks match" with one, and what to do when nothing does.
 */
export function resultSummary(
  shown: FilteredSession[],
  all: ProgrammeSession[],
  filtering: boolean,
): string {
  const talks = plural(talkCount(shown), 'talk', 'talks')
  if (!filtering) return `${plural(all.length, 'session', 'sessions')} and ${talks}`
  if (!shown.length) return 'Nothing matches these filters on this day. Clear them to see all.'
  return `${shown.length} of ${plural(all.length, 'session', 'sessions')} and ${talks} match`
}

/**
 * Where a speaker's profile is: plenary speakers on their page, keynote and invited speakers on
 * the speakers page, each at its anchor. Contributed presenters have no profile (null).
 */
export function speakerHref(speaker: Pick<ProgrammeSpeaker, '_id' | 'name' | 'role'>) {
  const anchor = `#${speakerAnchor(speaker)}`
  if (speaker.role === 'plenary') return paths.conference.plenarySpeakers + anchor
  if (speaker.role === 'keynote' || speaker.role === 'invited')
    return paths.conference.speakers + anchor
  return null
}

/** "Ama Boateng (University of Ghana); José Muñoz" */
export const speakerNames = (speakers: ProgrammeSpeaker[]) =>
  speakers
    .map((speaker) =>
      speaker.affiliation ? `${speaker.name} (${speaker.affiliation})` : speaker.name,
    )
    .join('; ')

/** Whether a date (Accra) is one of the pre-conference workshop days. */
export function isWorkshopDay(
  date: string,
  conference: { workshopsStartDate?: string | null; workshopsEndDate?: string | null } | null,
): boolean {
  const from = conference?.workshopsStartDate
  const to = conference?.workshopsEndDate
  return !!from && !!to && date >= from && date <= to
}
