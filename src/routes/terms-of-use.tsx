import { defineContent, useRouteContent } from '@/content/route-content'
import { TermsPage } from '@/features/society/terms-page'
import { termsPageQuery } from '@/features/society/queries'

export const content = defineContent(() => ({ page: termsPageQuery }))

export function Component() {
  return <TermsPage {...useRouteContent(content)} />
}
