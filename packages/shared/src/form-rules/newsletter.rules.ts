import { describeApiError } from '../api/describe-api-error'
import type { NewsletterResponse } from '../contract/membership'

export interface NewsletterOutcome {
  ok: boolean
  message: string
}

/**
 * What the box says when the society API took the sign-up: the same whether the address was new,
 * waiting or subscribed (the service never says which), since a link has to be followed first.
 */
export function newsletterSuccess(result: NewsletterResponse): NewsletterOutcome {
  return {
    ok: true,
    message: `Check your inbox to confirm: if ${result.email} is not subscribed yet, we have sent it a link.`,
  }
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
