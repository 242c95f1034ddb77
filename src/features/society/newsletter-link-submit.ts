import { request } from '@amrs/shared/api/client'
import {
  newsletterLinkOutcome,
  type NewsletterLinkKind,
  type NewsletterLinkOutcome,
} from '@amrs/shared/form-rules/newsletter-link.rules'
import { apiPaths, apiUrl } from '@/api/paths'

/** Loaded on the button only: POSTs the link's token and says what happened. */
export async function pressNewsletterLink(
  kind: NewsletterLinkKind,
  token: string,
): Promise<NewsletterLinkOutcome> {
  const path = kind === 'confirm' ? apiPaths.newsletterConfirm : apiPaths.newsletterUnsubscribe
  try {
    const { data } = await request(apiUrl(path), { json: { token }, timeoutMs: 10_000 })
    return newsletterLinkOutcome(kind, { data })
  } catch (error) {
    return newsletterLinkOutcome(kind, { error })
  }
}
