import { defineContent, useRouteContent } from '@/content/route-content'
import { ChiefPatronPage } from '@/features/society/chief-patron-page'
import { chiefPatronPageQuery } from '@/features/society/queries'

export const content = defineContent(() => ({ page: chiefPatronPageQuery }))

export function Component() {
  return <ChiefPatronPage {...useRouteContent(content)} />
}
