import { ApiError } from '@/api/client'
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
    if (
      !(error instanceof ApiError) ||
      error.kind === 'FETCH_ERROR' ||
      error.kind === 'TIMEOUT_ERROR'
    ) {
      return {
        ok: false,
        message:
          'We could not reach the society server. Please check your connection and try again.',
      }
    }
    const detail = (error.data as { detail?: { msg?: string }[] } | undefined)?.detail
    if (error.status === 422 && Array.isArray(detail) && detail[0]?.msg)
      return { ok: false, message: detail[0].msg }
    return {
      ok: false,
      message: `Sorry, we could not add your address${error.status ? ` (error ${error.status})` : ''}. Please try again.`,
    }
  }
}
