import { defineContent, useRouteContent, withParams } from '@/content/route-content'
import { now } from '@/lib/clock'
import { ProgrammePage } from '@/features/programme/programme-page'
import { dayParams, openingDay } from '@/features/programme/programme-opening'
import { programmeDayQuery, programmeIndexQuery } from '@/features/programme/queries'
import { Component as NotFound } from '@/routes/not-found'

/**
 * `/iumrs-icam25/programme`: the opening day (today during the event, by the site clock, which
 * is set before this is declared), with the same content as that day's own page.
 */
export const content = defineContent(() => ({
  index: programmeIndexQuery,
  day: withParams(programmeDayQuery, dayParams(openingDay(now().getTime()))),
}))

export function Component() {
  const date = openingDay(now().getTime())
  return (
    <ProgrammePage
      {...useRouteContent(content)}
      date={date}
      isDayPage={false}
      notFound={<NotFound />}
    />
  )
}
