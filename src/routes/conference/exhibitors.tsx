import { defineContent, useRouteContent } from '@/content/route-content'
import { ExhibitorsPage } from '@/features/conference/exhibitors/exhibitors-page'
import { exhibitorsQuery } from '@/features/conference/exhibitors/queries'

export const content = defineContent(() => ({ page: exhibitorsQuery }))

export function Component() {
  return <ExhibitorsPage {...useRouteContent(content)} />
}
