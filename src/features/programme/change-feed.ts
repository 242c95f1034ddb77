import { atomXml, escapeXml, laterOf, type AtomEntry } from '@/lib/atom'
import { absoluteUrl, programmePaths } from '@amrs/shared/programme/programme-paths'
import type { ProgrammeChangeNote } from './programme.types'

/**
 * The Atom feed (RFC 4287) of the programme's change notes, newest first. Entry ids are tag URIs
 * from the note's document id, so an edited note stays the same entry; `updated` is never before
 * `published`. Notes dated after `nowMs` (prepared in advance) stay out, as do notes without a
 * readable date. The content is the body as HTML (paragraphs, line breaks) with a link to each
 * affected talk's page, each also given as a `related` link.
 */
export interface ChangeFeedOptions {
  notes: ProgrammeChangeNote[]
  siteUrl: string
  /** The clock: leaves out notes not yet published, and dates an empty feed. */
  nowMs: number
  title?: string
  author?: string
}

export const CHANGE_FEED_TITLE = 'IUMRS-ICAM 2025: programme changes'
const AUTHOR = 'IUMRS-ICAM 2025 secretariat'

/** Plain text as HTML: paragraphs at blank lines, <br> at single line breaks. */
function bodyHtml(body: string): string {
  return body
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeXml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n')
}

function talksHtml(talks: ProgrammeChangeNote['talks'], siteUrl: string): string {
  if (!talks.length) return ''
  const items = talks.map(
    (talk) =>
      `<li><a href="${escapeXml(absoluteUrl(programmePaths.talk(talk.code), siteUrl))}">${escapeXml(talk.title)}</a></li>`,
  )
  return `\n<p>Affected talks:</p>\n<ul>${items.join('')}</ul>`
}

/** The notes the feed carries: published by `nowMs`, newest first (then by id). */
export function publishedNotes(notes: ProgrammeChangeNote[], nowMs: number): ProgrammeChangeNote[] {
  return notes
    .filter((note) => Date.parse(note.publishedAt) <= nowMs)
    .sort(
      (a, b) =>
        Date.parse(b.publishedAt) - Date.parse(a.publishedAt) ||
        (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
    )
}

export function changeFeed({
  notes,
  siteUrl,
  nowMs,
  title = CHANGE_FEED_TITLE,
  author = AUTHOR,
}: ChangeFeedOptions): string {
  const host = new URL(siteUrl).hostname
  const programmeUrl = absoluteUrl(programmePaths.programme, siteUrl)
  const entries = publishedNotes(notes, nowMs).map((note): AtomEntry => ({
    id: `tag:${host},2025:programme-change:${note._id}`,
    title: note.title,
    published: note.publishedAt,
    updated: Number.isNaN(Date.parse(note._updatedAt))
      ? note.publishedAt
      : laterOf(note._updatedAt, note.publishedAt),
    links: [
      { rel: 'alternate', type: 'text/html', href: programmeUrl },
      ...note.talks.map((talk) => ({
        rel: 'related' as const,
        type: 'text/html',
        href: absoluteUrl(programmePaths.talk(talk.code), siteUrl),
      })),
    ],
    content: { type: 'html', value: bodyHtml(note.body) + talksHtml(note.talks, siteUrl) },
  }))
  const updated = entries.reduce(
    (latest, entry) => laterOf(latest, entry.updated),
    entries[0]?.updated ?? new Date(nowMs).toISOString(),
  )
  return atomXml({
    id: `tag:${host},2025:programme-changes`,
    title,
    updated,
    links: [
      {
        rel: 'self',
        type: 'application/atom+xml',
        href: absoluteUrl(programmePaths.changesFeed, siteUrl),
      },
      { rel: 'alternate', type: 'text/html', href: programmeUrl },
    ],
    author,
    entries,
  })
}
