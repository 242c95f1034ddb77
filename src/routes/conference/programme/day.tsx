import type { ContentHead } from '@/content/route-module'
import type { ProgrammeDayQueryResult } from '@/content/sanity.types'
import { defineContent, useRouteContent, useRouteParams, withParams } from '@/content/route-content'
import { describeDay } from '@/features/programme/programme-days.rules'
import { ProgrammePage } from '@/features/programme/programme-page'
import { dayParams } from '@/features/programme/programme-opening'
import { programmeDate } from '@/features/programme/programme-time'
import { programmeDayPages } from '@/features/programme/programme-paths'
import { programmeDayQuery, programmeIndexQuery } from '@/features/programme/queries'
import { Component as NotFound } from '@/routes/not-found'

/** `/iumrs-icam25/programme/day/<date>`: one day, for each day with sessions `paths` lists. */
export const content = defineContent(({ date = '' }) => ({
  index: programmeIndexQuery,
  day: withParams(programmeDayQuery, dayParams(date)),
}))

export const paths = programmeDayPages

/** "Programme: Tuesday 9 December | IUMRS-ICAM 2025" (a listed day has sessions). */
export const head: ContentHead = ({ day }, base) => {
  const first = (day as ProgrammeDayQueryResult | undefined)?.[0]
  if (!first) return null
  const label = describeDay(programmeDate(first.start)).longLabel
  const title = `Programme: ${label} | ${base.siteName}`
  return {
    info: { ...base, title, description: `The IUMRS-ICAM 2025 programme on ${label}.` },
    jsonLd: [],
  }
}

export function Component() {
  const { date = '' } = useRouteParams()
  return (
    <ProgrammePage {...useRouteContent(content)} date={date} isDayPage notFound={<NotFound />} />
  )
}
