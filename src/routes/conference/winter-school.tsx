import { defineContent, useRouteContent } from '@/content/route-content'
import { calendarEventsQuery } from '@/features/conference/calendar-queries'
import { WinterSchoolPage } from '@/features/conference/winter-school/winter-school-page'
import { winterSchoolPageQuery } from '@/features/conference/winter-school/queries'

export const content = defineContent(() => ({
  page: winterSchoolPageQuery,
  calendar: calendarEventsQuery,
}))

export function Component() {
  return <WinterSchoolPage {...useRouteContent(content)} />
}
