import { defineContent, useRouteContent, withParams } from '@/content/route-content'
import { now } from '@/lib/clock'
import { calendarEventsQuery } from '@/features/conference/calendar-queries'
import { ConferenceHomePage } from '@/features/conference/home/conference-home-page'
import { conferenceHomeQuery } from '@/features/conference/home/queries'
import { programmeDayQuery } from '@/features/programme/queries'
import { TodayNowNext, todayParams } from '@/features/programme/today-now-next'

/**
 * /iumrs-icam25. During the event its hero shows the programme's own Now and Next (the route
 * composes the two features: no feature imports another), from today's sessions; on any other
 * day that query spans nothing and answers an empty list.
 */
export const content = defineContent(() => ({
  page: conferenceHomeQuery,
  calendar: calendarEventsQuery,
  today: withParams(programmeDayQuery, todayParams(now().getTime())),
}))

export function Component() {
  const { today, ...rest } = useRouteContent(content)
  return <ConferenceHomePage {...rest} programmeNow={<TodayNowNext sessions={today.data} />} />
}
