import { defineContent, useRouteContent } from '@/content/route-content'
import { AbstractPage } from '@/features/conference/abstract/abstract-page'
import { abstractPageQuery } from '@/features/conference/abstract/queries'

export const content = defineContent(() => ({ page: abstractPageQuery }))

export function Component() {
  return <AbstractPage {...useRouteContent(content)} />
}
