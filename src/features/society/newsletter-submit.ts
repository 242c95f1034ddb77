import { describeApiError } from '@/api/describe-api-error'
import { subscribeNewsletter } from '@/api/membership'

export interface NewsletterOutcome {
  ok: boolean
  message: string
}

/** Loaded on submit only (keeps the API client and zod off the home page's first load). */
export async function submitNewsletter(email: string): Promise<NewsletterOutcome> {
  try {
    const result = await subscribeNewsletter(email)
    return result.alreadySubscribed
      ? { ok: true, message: `${result.email} is already subscribed to our newsletter.` }
      : { ok: true, message: `Thank you! ${result.email} has been added to our newsletter.` }
  } catch (error) {
    const failure = describeApiError(error)
    if (failure.kind === 'network' || failure.kind === 'timeout' || !failure.status) {
      return {
        ok: false,
        message:
          'We could not reach the society server. Please check your connection and try again.',
      }
    }
    const first = failure.kind === 'response' ? failure.issues[0] : undefined
    if (failure.status === 422 && first?.msg) return { ok: false, message: first.msg }
    return {
      ok: false,
      message: `Sorry, we could not add your address (error ${failure.status}). Please try again.`,
    }
  }
}
