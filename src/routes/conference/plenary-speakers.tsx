import { defineContent, useRouteContent } from '@/content/route-content'
import { PlenarySpeakersPage } from '@/features/conference/speakers/plenary-speakers-page'
import { plenarySpeakersQuery } from '@/features/conference/speakers/queries'

export const content = defineContent(() => ({ page: plenarySpeakersQuery }))

export function Component() {
  return <PlenarySpeakersPage {...useRouteContent(content)} />
}
