// The link pages' own words and shapes, apart from the rules (zod) so the pages load no API code.

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

/** The token a page was opened with (`?token=`), or '' (then the API says "invalid"). */
export const tokenFrom = (search: string) => new URLSearchParams(search).get('token') ?? ''
