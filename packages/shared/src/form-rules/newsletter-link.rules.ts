import { ApiError } from '../api/client'
import {
  newsletterConfirmResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from '../contract/newsletter'

/** The two pages a newsletter message links to: each has one button that POSTs its token. */
export type NewsletterLinkKind = 'confirm' | 'unsubscribe'

/** What the page says after its button: done (green), or why not with a way to sign up again. */
export interface NewsletterLinkOutcome {
  ok: boolean
  message: string
  /** Offer the sign-up again (an expired, used or broken link). */
  signUpAgain: boolean
}

export const NEWSLETTER_LINK_TEXT = {
  confirmed:
    'Subscription confirmed. News posts will come to this address; every message has a link to leave.',
  expired:
    'This link has expired: confirm links work for 7 days. Sign up again and we will send you a new one.',
  used: 'This link has been used already, or a newer one replaced it. If you are not subscribed yet, sign up again.',
  invalid:
    'This link is not complete. Open it again from the message (the whole address), or sign up again.',
  unsubscribed:
    'You have been unsubscribed. No more newsletter messages will come to this address.',
  unreachable: 'We could not reach the society server. Please check your connection and try again.',
} as const

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

/** The token a page was opened with (`?token=`), or '' (then the API says "invalid"). */
export const tokenFrom = (search: string) => new URLSearchParams(search).get('token') ?? ''
