import { defineContent, useRouteContent } from '@/content/route-content'
import { TravelDetailsPage } from '@/features/conference/travel/travel-details-page'
import { travelDetailsQuery } from '@/features/conference/travel/queries'

export const content = defineContent(() => ({ page: travelDetailsQuery }))

export function Component() {
  return <TravelDetailsPage {...useRouteContent(content)} />
}
