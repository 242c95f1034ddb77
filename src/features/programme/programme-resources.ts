import type { FetchContent } from '@amrs/shared/render-contract'
import type {
  ProgrammeCalendarQueryResult,
  ProgrammeIndexQueryResult,
  SessionIdsQueryResult,
} from '@/content/sanity.types'
import { changeFeed } from './change-feed'
import { listedTalks } from './programme-paths'
import {
  programmeCalendar,
  sessionCalendar,
  talkCalendar,
  type CalendarInput,
} from './programme-calendar'
import {
  programmeCalendarQuery,
  programmeIndexQuery,
  sessionIdsQuery,
  talkPathsQuery,
} from './queries'

/**
 * The programme's resources as the server-rendering bundle writes them: the whole programme's
 * calendar, one per talk and per session, and the change notes' Atom feed. Each takes the
 * resource's parameters and answers its text, or null when the programme has no such thing.
 */
export interface ResourceRenderer {
  /** A pattern's parameters now (every talk, every session). */
  list?: (fetchContent: FetchContent) => Promise<Array<Record<string, string>>>
  render: (
    params: Record<string, string>,
    fetchContent: FetchContent,
    siteUrl: string,
    nowMs: number,
  ) => Promise<string | null>
}

/**
 * DTSTAMP: the programme's latest edit, so a calendar's text (and its ETag) changes only when
 * the programme does. Without a METHOD, RFC 5545 lets DTSTAMP stand for the last revision.
 */
function latestEdit(data: ProgrammeCalendarQueryResult, nowMs: number): number {
  const stamps = data.sessions.flatMap((s) => [s._updatedAt, ...s.talks.map((t) => t._updatedAt)])
  const latest = Math.max(...stamps.map((stamp) => Date.parse(stamp)).filter(Number.isFinite))
  return Number.isFinite(latest) ? latest : nowMs
}

async function calendarInput(
  fetchContent: FetchContent,
  siteUrl: string,
  nowMs: number,
): Promise<CalendarInput> {
  const data = (await fetchContent(programmeCalendarQuery)).result as ProgrammeCalendarQueryResult
  return {
    sessions: data.sessions,
    venueName: data.venue?.name ?? '',
    siteUrl,
    dtstamp: latestEdit(data, nowMs),
  }
}

export const programmeResources: Record<
  'programme-calendar' | 'talk-calendar' | 'session-calendar' | 'programme-changes',
  ResourceRenderer
> = {
  'programme-calendar': {
    render: async (_, fetchContent, siteUrl, nowMs) =>
      programmeCalendar(await calendarInput(fetchContent, siteUrl, nowMs)),
  },
  'talk-calendar': {
    list: async (fetchContent) =>
      listedTalks((await fetchContent(talkPathsQuery)).result).map((talk) => ({ code: talk.code })),
    render: async ({ code = '' }, fetchContent, siteUrl, nowMs) =>
      talkCalendar(await calendarInput(fetchContent, siteUrl, nowMs), code),
  },
  'session-calendar': {
    list: async (fetchContent) =>
      ((await fetchContent(sessionIdsQuery)).result as SessionIdsQueryResult).map((id) => ({
        id,
      })),
    render: async ({ id = '' }, fetchContent, siteUrl, nowMs) =>
      sessionCalendar(await calendarInput(fetchContent, siteUrl, nowMs), id),
  },
  'programme-changes': {
    render: async (_, fetchContent, siteUrl, nowMs) => {
      const index = (await fetchContent(programmeIndexQuery)).result as ProgrammeIndexQueryResult
      return changeFeed({ notes: index.changes, siteUrl, nowMs })
    },
  },
}
