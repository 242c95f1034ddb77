import { defineContent, useRouteContent } from '@/content/route-content'
import { VenuePage } from '@/features/conference/venue/venue-page'
import { venuePageQuery } from '@/features/conference/venue/queries'

export const content = defineContent(() => ({ page: venuePageQuery }))

export function Component() {
  return <VenuePage {...useRouteContent(content)} />
}
