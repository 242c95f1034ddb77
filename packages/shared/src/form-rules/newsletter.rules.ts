import { describeApiError } from '../api/describe-api-error'
import type { NewsletterResponse } from '../contract/membership'

export interface NewsletterOutcome {
  ok: boolean
  message: string
}

/** What the box says when the society API stored the address (or had it already). */
export function newsletterSuccess(result: NewsletterResponse): NewsletterOutcome {
  return result.alreadySubscribed
    ? { ok: true, message: `${result.email} is already subscribed to our newsletter.` }
    : { ok: true, message: `Thank you! ${result.email} has been added to our newsletter.` }
}

/** What the box says when the subscription failed: unreachable, refused, or an error status. */
export function newsletterFailure(error: unknown): NewsletterOutcome {
  const failure = describeApiError(error)
  if (failure.kind === 'network' || failure.kind === 'timeout' || !failure.status) {
    return {
      ok: false,
      message: 'We could not reach the society server. Please check your connection and try again.',
    }
  }
  const first = failure.kind === 'response' ? failure.issues[0] : undefined
  if (failure.status === 422 && first?.msg) return { ok: false, message: first.msg }
  return {
    ok: false,
    message: `Sorry, we could not add your address (error ${failure.status}). Please try again.`,
  }
}
