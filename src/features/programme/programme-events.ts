import { icsTimestamp, textProperty } from '@/lib/ics'
import { compareTalks } from './programme-order'
import { absoluteUrl, programmePaths } from '@amrs/shared/programme/programme-paths'
import { formatTimeRange, programmeDate } from './programme-time'
import type { ProgrammeSession, ProgrammeSpeaker, ProgrammeTalk } from './programme.types'

/**
 * The programme's VEVENTs (RFC 5545), as content lines ready for `vcalendar`.
 *
 * - UID: `talk-<code>@<host>` and `session-<_id>@<host>`: stable, so a calendar that imported an
 *   event updates it rather than adding another.
 * - Times in UTC (`Z`): no VTIMEZONE needed.
 * - SEQUENCE: the whole seconds from 2025-01-01T00:00:00Z to the document's `_updatedAt`, so
 *   every edit (a move among them) gives a higher number; LAST-MODIFIED is that `_updatedAt`.
 *   A session's event also lists its talks, so it takes the latest edit of the session and its
 *   talks.
 * - A withdrawn talk stays, with STATUS:CANCELLED, so calendars that hold it remove it.
 */
export interface EventContext {
  venueName: string
  siteUrl: string
  /** DTSTAMP: when the calendar was written. */
  dtstamp: Date | string | number
}

const SEQUENCE_EPOCH = Date.UTC(2025, 0, 1)

/** SEQUENCE from `_updatedAt`: whole seconds since 2025-01-01T00:00:00Z (0 when unreadable). */
export function calendarSequence(updatedAt: string): number {
  const ms = Date.parse(updatedAt)
  return Number.isNaN(ms) ? 0 : Math.max(0, Math.floor((ms - SEQUENCE_EPOCH) / 1000))
}

const validSpan = (item: { start: string; end: string }) =>
  !Number.isNaN(Date.parse(item.start)) && !Number.isNaN(Date.parse(item.end))

const latest = (values: string[]) =>
  values.reduce((a, b) => ((Date.parse(b) || 0) > (Date.parse(a) || 0) ? b : a))

const speakerLine = (speaker: ProgrammeSpeaker) =>
  speaker.affiliation ? `${speaker.name} (${speaker.affiliation})` : speaker.name

const location = (session: ProgrammeSession, venueName: string) =>
  session.room ? `${session.room.name}, ${venueName}` : venueName

function eventLines(
  fields: {
    uid: string
    start: string
    end: string
    summary: string
    description: string
    location: string
    url: string
    updatedAt: string
    cancelled: boolean
  },
  context: EventContext,
): string[] {
  const lines = [
    'BEGIN:VEVENT',
    textProperty('UID', fields.uid),
    `DTSTAMP:${icsTimestamp(context.dtstamp)}`,
    `DTSTART:${icsTimestamp(fields.start)}`,
    `DTEND:${icsTimestamp(fields.end)}`,
    textProperty('SUMMARY', fields.summary),
    textProperty('DESCRIPTION', fields.description),
    textProperty('LOCATION', fields.location),
    `URL:${fields.url}`,
    `SEQUENCE:${calendarSequence(fields.updatedAt)}`,
  ]
  if (!Number.isNaN(Date.parse(fields.updatedAt)))
    lines.push(`LAST-MODIFIED:${icsTimestamp(fields.updatedAt)}`)
  lines.push(`STATUS:${fields.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT')
  return lines
}

const host = (siteUrl: string) => new URL(siteUrl).hostname

/** A talk's VEVENT (none when its times are unreadable). */
export function talkEvent(
  talk: ProgrammeTalk,
  session: ProgrammeSession,
  context: EventContext,
): string[] {
  if (!validSpan(talk)) return []
  const url = absoluteUrl(programmePaths.talk(talk.code), context.siteUrl)
  const symposium =
    session.symposium && session.symposium.title !== session.title
      ? ` (${session.symposium.title})`
      : ''
  const description = [
    talk.withdrawn ? 'Removed from the programme.' : null,
    talk.speakers.length ? `Speakers: ${talk.speakers.map(speakerLine).join('; ')}` : null,
    `Session: ${session.title}${symposium}`,
    talk.posterBoard ? `Poster board: ${talk.posterBoard}` : null,
    `${formatTimeRange(talk.start, talk.end)} GMT (Accra)`,
    url,
  ]
  return eventLines(
    {
      uid: `talk-${talk.code}@${host(context.siteUrl)}`,
      start: talk.start,
      end: talk.end,
      summary: talk.title,
      description: description.filter(Boolean).join('\n'),
      location: location(session, context.venueName),
      url,
      updatedAt: talk._updatedAt,
      cancelled: !!talk.withdrawn,
    },
    context,
  )
}

/** A session's VEVENT, its talks listed in the description (none when its times are unreadable). */
export function sessionEvent(session: ProgrammeSession, context: EventContext): string[] {
  if (!validSpan(session)) return []
  const url = absoluteUrl(programmePaths.day(programmeDate(session.start)), context.siteUrl)
  const talks = [...session.talks].sort(compareTalks).map((talk) => {
    const speakers = talk.speakers.map((s) => s.name).join(', ')
    const time = validSpan(talk) ? `${formatTimeRange(talk.start, talk.end)} ` : ''
    const removed = talk.withdrawn ? ' (removed from the programme)' : ''
    return `${time}${talk.title}${speakers ? ` – ${speakers}` : ''}${removed}`
  })
  const description = [
    session.symposium ? `Symposium: ${session.symposium.title}` : null,
    session.chairs?.length ? `Chairs: ${session.chairs.join(', ')}` : null,
    talks.length ? `Talks (GMT, Accra):\n${talks.join('\n')}` : null,
    url,
  ]
  return eventLines(
    {
      uid: `session-${session._id}@${host(context.siteUrl)}`,
      start: session.start,
      end: session.end,
      summary: session.title,
      description: description.filter(Boolean).join('\n'),
      location: location(session, context.venueName),
      url,
      updatedAt: latest([session._updatedAt, ...session.talks.map((t) => t._updatedAt)]),
      cancelled: false,
    },
    context,
  )
}
