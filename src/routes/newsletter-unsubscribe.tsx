import { NewsletterLinkPage } from '@/features/society/newsletter-link-page'

export function Component() {
  return <NewsletterLinkPage kind="unsubscribe" />
}
