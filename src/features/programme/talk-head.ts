import type { HeadInfo } from '@amrs/shared/head'
import { absoluteUrl, programmePaths } from '@amrs/shared/programme/programme-paths'
import { paths } from '@amrs/shared/paths'
import type { ProgrammeIndexQueryResult, TalkQueryResult } from '@/content/sanity.types'
import { formatWeekday } from '@/lib/date-format'
import { formatTimeRange, programmeDate } from './programme-time'

type Talk = NonNullable<TalkQueryResult>

/** The abstract as plain text (the description and JSON-LD). */
export function abstractText(talk: Pick<Talk, 'abstract'>): string {
  return (talk.abstract ?? [])
    .map((block) =>
      block._type === 'block' ? (block.children ?? []).map((span) => span.text ?? '').join('') : '',
    )
    .filter(Boolean)
    .join(' ')
}

/** "Wednesday 10 December, 10:30–10:45 GMT (Accra)" */
export const talkWhen = (start: string, end: string) =>
  `${formatWeekday(programmeDate(start))}, ${formatTimeRange(start, end)} GMT (Accra)`

const Schema = 'https://schema.org/'

/** Search engines show about 70 characters of a title. */
const TITLE_MAX = 70

/**
 * "<talk> | IUMRS-ICAM 2025", the talk's title cut at a word (with "…") when the whole would be
 * longer than a search result shows.
 */
export function talkTitle(title: string, siteName = 'IUMRS-ICAM 2025'): string {
  const suffix = ` | ${siteName}`
  if (title.length + suffix.length <= TITLE_MAX) return title + suffix
  const room = TITLE_MAX - suffix.length - 1
  const cut = title.slice(0, room + 1)
  const atWord = cut.lastIndexOf(' ')
  return `${(atWord > room / 2 ? cut.slice(0, atWord) : cut.slice(0, room)).replace(/[\s,:;–-]+$/, '')}…${suffix}`
}

/**
 * A talk's head (server side): its title, a description of who, when and where, and JSON-LD
 * `Event` within the conference's (`superEvent`), at its room of the venue, with its speakers
 * as performers. A removed talk's Event is cancelled.
 */
export function talkHead(
  base: HeadInfo,
  talk: Talk,
  index: ProgrammeIndexQueryResult | undefined,
  siteUrl: string,
): { info: HeadInfo; jsonLd: unknown[] } {
  const venue = index?.venue?.name ?? null
  const room = talk.session?.room?.name ?? null
  const place = [room, venue].filter(Boolean).join(', ')
  const speakers = talk.speakers.map((s) => s.name).join(', ')
  const when = talk.start && talk.end ? talkWhen(talk.start, talk.end) : null
  const summary = [speakers && `By ${speakers}`, when, place].filter(Boolean).join('. ')
  const description = talk.withdrawn
    ? 'This talk was removed from the IUMRS-ICAM 2025 programme.'
    : `${summary}.`
  const conference = index?.conference
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: talk.title,
    description: abstractText(talk) || description,
    ...(talk.start ? { startDate: talk.start } : {}),
    ...(talk.end ? { endDate: talk.end } : {}),
    eventStatus: Schema + (talk.withdrawn ? 'EventCancelled' : 'EventScheduled'),
    eventAttendanceMode: `${Schema}OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      name: place || 'IUMRS-ICAM 2025',
      ...(venue ? { address: venue } : {}),
    },
    performer: talk.speakers.map((speaker) => ({
      '@type': 'Person',
      name: speaker.name,
      ...(speaker.affiliation
        ? { affiliation: { '@type': 'Organization', name: speaker.affiliation } }
        : {}),
    })),
    ...(conference
      ? {
          superEvent: {
            '@type': 'Event',
            name: conference.name,
            startDate: conference.startDate,
            endDate: conference.endDate,
            url: absoluteUrl(paths.conference.home, siteUrl),
          },
        }
      : {}),
    url: absoluteUrl(programmePaths.talk(talk.code), siteUrl),
  }
  return {
    info: { ...base, title: talkTitle(talk.title, base.siteName), description },
    jsonLd: [jsonLd],
  }
}
