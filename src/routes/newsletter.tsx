import { defineContent, useRouteContent } from '@/content/route-content'
import { NewsletterPage } from '@/features/society/newsletter-page'
import { newsletterPageQuery } from '@/features/society/queries'

export const content = defineContent(() => ({ page: newsletterPageQuery }))

export function Component() {
  return <NewsletterPage {...useRouteContent(content)} />
}
