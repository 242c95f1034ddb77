import type { PathLister } from '@/content/route-module'
import type { ProgrammeIndexQueryResult, TalkPathsQueryResult } from '@/content/sanity.types'
import { programmeIndexQuery, talkPathsQuery } from './queries'

/**
 * How the programme's parameterised routes list their paths from content: the prerender writes
 * them, the sitemap lists them, the server answers them (any other path of the pattern is a 404).
 */

/** Each day that has sessions: `/programme/day/2025-12-09`. */
export const programmeDayPages: PathLister = {
  query: { query: programmeIndexQuery },
  list: (result) =>
    (result as ProgrammeIndexQueryResult).days
      .filter((date): date is string => !!date)
      .map((date) => ({ params: { date } })),
}

type TalkPath = NonNullable<TalkPathsQueryResult[number]>

/** The talks sessions list, each once, with a code (a missing reference or code has no page). */
export const listedTalks = (result: unknown): TalkPath[] => {
  const byCode = new Map<string, TalkPath>()
  for (const talk of result as TalkPathsQueryResult)
    if (talk?.code && !byCode.has(talk.code)) byCode.set(talk.code, talk)
  return [...byCode.values()]
}

/** Each talk, removed ones too: their pages say so, with 410 Gone, and stay out of the sitemap. */
export const talkPages: PathLister = {
  query: { query: talkPathsQuery },
  list: (result) =>
    listedTalks(result).map((talk) => ({
      params: { code: talk.code },
      lastmod: talk._updatedAt,
      ...(talk.withdrawn ? { gone: true } : {}),
    })),
}
