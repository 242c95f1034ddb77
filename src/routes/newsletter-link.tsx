import { useLocation } from 'react-router-dom'
import { NewsletterLinkPage } from '@/features/society/newsletter-link-page'

/** /newsletter/confirm and /newsletter/unsubscribe: one module, the step from the path. */
export function Component() {
  const unsubscribe = useLocation().pathname.endsWith('/unsubscribe')
  return <NewsletterLinkPage kind={unsubscribe ? 'unsubscribe' : 'confirm'} />
}
