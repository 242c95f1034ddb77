import * as z from 'zod/mini'

/**
 * The newsletter's confirm and unsubscribe buttons (docs/decisions/0062): each posts the token
 * its link carried (a random value and a signature, never the address).
 */
export const newsletterTokenSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
})

/**
 * confirmed: this press confirmed the address; expired: the link is older than 7 days; used: it
 * confirmed once already, or a newer link replaced it; invalid: not a link of ours.
 */
export const newsletterConfirmResponseSchema = z.object({
  state: z.enum(['confirmed', 'expired', 'used', 'invalid']),
})
export type NewsletterConfirmState = z.infer<typeof newsletterConfirmResponseSchema>['state']

/** unsubscribed (also when it had left before), or invalid (not a link of ours). */
export const newsletterUnsubscribeResponseSchema = z.object({
  state: z.enum(['unsubscribed', 'invalid']),
})
export type NewsletterUnsubscribeState = z.infer<
  typeof newsletterUnsubscribeResponseSchema
>['state']
