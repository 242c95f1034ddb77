import type { PurgeRule } from '../privacy/purge-rules.ts'

export const UNCONFIRMED_KEPT_DAYS = 30

/**
 * Addresses never confirmed are removed 30 days after their last confirm message (the privacy
 * page says so). Confirmed ones stay until they leave; one that left is kept as left (never
 * mailed again) until the person asks for erasure.
 */
export const purgeUnconfirmedSubscriptions: PurgeRule = {
  name: 'newsletter-unconfirmed',
  async run({ db }, now) {
    const before = new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * 86_400_000).toISOString()
    const [result] = await db.write([
      {
        sql: `DELETE FROM newsletter_subscriptions
              WHERE confirmed_at IS NULL AND COALESCE(confirm_sent_at, created_at) < ?`,
        params: [before],
      },
    ])
    return result?.changes ?? 0
  },
}
