import { defineContent, useRouteContent } from '@/content/route-content'
import { AccommodationPage } from '@/features/conference/accommodation/accommodation-page'
import { accommodationPageQuery } from '@/features/conference/accommodation/queries'

export const content = defineContent(() => ({ page: accommodationPageQuery }))

export function Component() {
  return <AccommodationPage {...useRouteContent(content)} />
}
