import { ApiError } from '../api/client'
import {
  newsletterConfirmResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from '../contract/newsletter'
import {
  NEWSLETTER_LINK_TEXT,
  type NewsletterLinkKind,
  type NewsletterLinkOutcome,
} from './newsletter-link.text'

export type { NewsletterLinkKind, NewsletterLinkOutcome }

const outcome = (state: keyof typeof NEWSLETTER_LINK_TEXT): NewsletterLinkOutcome => ({
  ok: state === 'confirmed' || state === 'unsubscribed',
  message: NEWSLETTER_LINK_TEXT[state],
  signUpAgain: state === 'expired' || state === 'used' || state === 'invalid',
})

/** The page's answer from the society API's body (any status) or its failure. */
export function newsletterLinkOutcome(
  kind: NewsletterLinkKind,
  answer: { data: unknown } | { error: unknown },
): NewsletterLinkOutcome {
  const data =
    'data' in answer
      ? answer.data
      : answer.error instanceof ApiError && answer.error.kind === 'HTTP_ERROR'
        ? answer.error.data
        : undefined
  const schema =
    kind === 'confirm' ? newsletterConfirmResponseSchema : newsletterUnsubscribeResponseSchema
  const parsed = schema.safeParse(data)
  return parsed.success ? outcome(parsed.data.state) : outcome('unreachable')
}
