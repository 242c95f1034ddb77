import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import type { RouteParams } from '@amrs/shared/routes'
import { keepOffline } from '@/content/keep-offline'
import { conferenceLayoutContent } from '@/content/layout-queries'
import { loadClient } from '@/content/load-client'
import { contentQueries, type QueryRef, type RouteContent } from '@/content/route-content'
import type { ProgrammeIndexQueryResult, TalksOfDayQueryResult } from '@/content/sanity.types'
import { dayParams } from '@/features/programme/programme-opening'
import { programmeIndexQuery, talkQuery, talksOfDayQuery } from '@/features/programme/queries'
import { content as venueContent } from '@/routes/conference/venue'
import { content as dayContent } from './day'
import { content as mineContent } from './mine'
import { content as programmeContent } from './programme'

/**
 * What the programme keeps for the venue (docs/decisions/0048-offline-programme.md): the
 * programme's pages (every day, My programme, the venue) and the answers to the queries those
 * pages' modules declare, and for each talk its page's answer, taken from its day's talks (one
 * query a day, not one a talk). Loaded only once a programme page is up, online.
 */
export async function keepProgrammeOffline(): Promise<void> {
  const client = await loadClient()
  const index = await client.fetch<ProgrammeIndexQueryResult>(programmeIndexQuery)
  const dates = index.days.filter((date): date is string => typeof date === 'string')
  const pages: Array<[RouteContent, RouteParams]> = [
    [conferenceLayoutContent, {}],
    [programmeContent, {}],
    [mineContent, {}],
    [venueContent, {}],
    ...dates.map((date): [RouteContent, RouteParams] => [dayContent, { date }]),
  ]
  const queries = unique(pages.flatMap(([content, params]) => contentQueries(content, params)))
  const talksByDay = await Promise.all(
    dates.map((date) => client.fetch<TalksOfDayQueryResult>(talksOfDayQuery, dayParams(date))),
  )
  const answers = talksByDay
    .flat()
    .flatMap((talk) =>
      talk?.code ? [{ query: talkQuery, params: { code: talk.code }, result: talk }] : [],
    )
  await keepOffline({
    pages: [
      programmePaths.programme,
      ...dates.map(programmePaths.day),
      programmePaths.mine,
      paths.conference.venue,
    ],
    queries,
    answers,
  })
}

function unique(queries: QueryRef[]): QueryRef[] {
  const seen = new Map<string, QueryRef>()
  for (const { query, params } of queries)
    seen.set(JSON.stringify([query, params ?? {}]), params ? { query, params } : { query })
  return [...seen.values()]
}
