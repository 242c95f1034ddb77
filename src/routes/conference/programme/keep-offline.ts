import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import type { RouteParams } from '@amrs/shared/routes'
import { KEEP_OFFLINE_TAG, keepOffline } from '@/content/keep-offline'
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
 * answers to the queries the pages of every day, My programme and the venue declare, three of
 * those pages as HTML (any other renders from the answers), and for each talk its page's answer,
 * taken from its day's talks (one query a day, not one a talk). Loaded only once a programme
 * page is up, online.
 */
export async function keepProgrammeOffline(): Promise<void> {
  const client = await loadClient()
  const index = await client.fetch<ProgrammeIndexQueryResult>(
    programmeIndexQuery,
    {},
    {
      tag: KEEP_OFFLINE_TAG,
    },
  )
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
    dates.map((date) =>
      client.fetch<TalksOfDayQueryResult>(talksOfDayQuery, dayParams(date), {
        tag: KEEP_OFFLINE_TAG,
      }),
    ),
  )
  const answers = talksByDay
    .flat()
    .flatMap((talk) =>
      talk?.code ? [{ query: talkQuery, params: { code: talk.code }, result: talk }] : [],
    )
  await keepOffline({
    // Three pages as HTML; every day and talk renders from the stored answers (a day's page
    // weighs 400-500 KB unpacked on a busy day: six of them would be most of the store).
    pages: [programmePaths.programme, programmePaths.mine, paths.conference.venue],
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
