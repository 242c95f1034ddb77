import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import type { RouteParams } from '@amrs/shared/routes'
import { conferenceLayoutContent } from '@/content/layout-queries'
import { contentQueries, type RouteContent } from '@/content/route-content'
import type { ProgrammeIndexQueryResult } from '@/content/sanity.types'
import type { OfflinePlan, PlannedQuery } from '@/lib/offline-cache'
import { dayParams } from '@/features/programme/programme-opening'
import type { ResourceRenderer } from '@/features/programme/programme-resources'
import { programmeIndexQuery, talkQuery, talksOfDayQuery } from '@/features/programme/queries'
import { content as venueContent } from '@/routes/conference/venue'
import { content as dayContent } from './day'
import { content as mineContent } from './mine'
import { content as programmeContent } from './programme'

/**
 * What the programme keeps for the venue (docs/decisions/0048-offline-programme.md, 0055-worker-fetches-what-it-keeps.md), written
 * from the route modules' own declarations: the answers to the queries the pages of every day,
 * My programme and the venue declare, three of those pages as HTML (any other renders from the
 * answers), and for each talk its page's answer, taken from its day's talks (one query a day,
 * not one a talk). A resource beside the pages (`programmePaths.offlinePlan`), so the service
 * worker fetches and stores all of it on its own thread and the page that asks loads none of
 * these route modules and parses none of the answers.
 */
export function offlinePlan(index: ProgrammeIndexQueryResult): OfflinePlan {
  const dates = index.days.filter((date): date is string => typeof date === 'string')
  const pages: Array<[RouteContent, RouteParams]> = [
    [conferenceLayoutContent, {}],
    [programmeContent, {}],
    [mineContent, {}],
    [venueContent, {}],
    ...dates.map((date): [RouteContent, RouteParams] => [dayContent, { date }]),
  ]
  return {
    // Three pages as HTML; every day and talk renders from the stored answers (a day's page
    // weighs 400-500 KB unpacked on a busy day: six of them would be most of the store).
    pages: [programmePaths.programme, programmePaths.mine, paths.conference.venue],
    queries: unique(pages.flatMap(([content, params]) => contentQueries(content, params))),
    talks: { query: talksOfDayQuery, params: dates.map(dayParams), talkQuery },
  }
}

function unique(queries: PlannedQuery[]): PlannedQuery[] {
  const seen = new Map<string, PlannedQuery>()
  for (const { query, params } of queries)
    seen.set(JSON.stringify([query, params ?? {}]), params ? { query, params } : { query })
  return [...seen.values()]
}

/** The plan as a resource (`@amrs/shared/resources`), from current content. */
export const offlinePlanResource: ResourceRenderer = {
  render: async (_, fetchContent) => {
    const index = (await fetchContent(programmeIndexQuery)).result as ProgrammeIndexQueryResult
    return JSON.stringify(offlinePlan(index))
  },
}
