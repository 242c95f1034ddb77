import { vcalendar } from '@/lib/ics'
import { sessionEvent, talkEvent, type EventContext } from './programme-events'
import { compareSessions, compareTalks } from './programme-order'
import type { ProgrammeSession, ProgrammeTalk } from './programme.types'

/**
 * The programme's calendars (RFC 5545): the whole programme (subscribable: it asks to be
 * refreshed hourly), one talk, one session with its talks, and a list of talks (My programme's
 * export). Pure: the sessions, the venue's name, the site's URL and DTSTAMP in, the text out.
 */
export interface CalendarInput extends EventContext {
  sessions: ProgrammeSession[]
}

export const PROGRAMME_CALENDAR_NAME = 'IUMRS-ICAM 2025 programme'

const sortedTalks = (session: ProgrammeSession) => [...session.talks].sort(compareTalks)

/** Every session, and every talk of the sessions that have talks. */
export function programmeCalendar(input: CalendarInput): string {
  const events = [...input.sessions]
    .sort(compareSessions)
    .flatMap((session) => [
      ...sessionEvent(session, input),
      ...sortedTalks(session).flatMap((talk) => talkEvent(talk, session, input)),
    ])
  return vcalendar(events, [
    `X-WR-CALNAME:${PROGRAMME_CALENDAR_NAME}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ])
}

function findTalk(sessions: ProgrammeSession[], code: string) {
  for (const session of sessions) {
    const talk = session.talks.find((t) => t.code === code)
    if (talk) return { talk, session }
  }
  return null
}

/** One talk's calendar; null when the programme has no such talk. */
export function talkCalendar(input: CalendarInput, code: string): string | null {
  const found = findTalk(input.sessions, code)
  return found ? vcalendar(talkEvent(found.talk, found.session, input)) : null
}

/** One session with its talks; null when the programme has no such session. */
export function sessionCalendar(input: CalendarInput, sessionId: string): string | null {
  const session = input.sessions.find((s) => s._id === sessionId)
  if (!session) return null
  return vcalendar([
    ...sessionEvent(session, input),
    ...sortedTalks(session).flatMap((talk) => talkEvent(talk, session, input)),
  ])
}

/** The given talks (My programme), by start; codes the programme lacks are left out. */
export function talksCalendar(input: CalendarInput, codes: string[]): string {
  const found = [...new Set(codes)]
    .map((code) => findTalk(input.sessions, code))
    .filter((f): f is { talk: ProgrammeTalk; session: ProgrammeSession } => f !== null)
    .sort((a, b) => compareTalks(a.talk, b.talk))
  return vcalendar(found.flatMap(({ talk, session }) => talkEvent(talk, session, input)))
}
