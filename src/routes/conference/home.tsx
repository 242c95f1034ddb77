import { defineContent, useRouteContent } from '@/content/route-content'
import { calendarEventsQuery } from '@/features/conference/calendar-queries'
import { ConferenceHomePage } from '@/features/conference/home/conference-home-page'
import { conferenceHomeQuery } from '@/features/conference/home/queries'

export const content = defineContent(() => ({
  page: conferenceHomeQuery,
  calendar: calendarEventsQuery,
}))

export function Component() {
  return <ConferenceHomePage {...useRouteContent(content)} />
}
