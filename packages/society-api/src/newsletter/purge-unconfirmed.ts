import type { ServiceDeps } from '../deps.ts'

/** The shape of a retention rule in the service's purge list (privacy/purge-rules.ts, COORD). */
export interface PurgeRule {
  name: string
  /** Removes or anonymises what the rule says; resolves with how many records it touched. */
  run(deps: ServiceDeps, now: Date): Promise<number>
}

export const UNCONFIRMED_KEPT_DAYS = 30

/**
 * Addresses never confirmed are removed 30 days after their last confirm message (the privacy
 * page says so). Confirmed ones stay until they leave; one that left is kept as left (never
 * mailed again) until the person asks for erasure.
 */
export const purgeUnconfirmedSubscriptions: PurgeRule = {
  name: 'newsletter: unconfirmed addresses after 30 days',
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
