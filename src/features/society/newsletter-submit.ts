import { subscribeNewsletter } from '@/api/membership'
import {
  newsletterFailure,
  newsletterSuccess,
  type NewsletterOutcome,
} from '@amrs/shared/form-rules/newsletter.rules'

export type { NewsletterOutcome }

/** Loaded on submit only (keeps the API client and zod off the home page's first load). */
export async function submitNewsletter(email: string): Promise<NewsletterOutcome> {
  try {
    return newsletterSuccess(await subscribeNewsletter(email))
  } catch (error) {
    return newsletterFailure(error)
  }
}
