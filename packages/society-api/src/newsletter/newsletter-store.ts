import type { Db } from '../db/db.ts'
import { enqueue, normaliseAddress } from '../outbox/outbox-store.ts'
import { randomValue } from './newsletter-links.ts'

/** At most one confirm message per address in this long (a sign-up repeated, or abused). */
export const CONFIRM_RESEND_MS = 15 * 60_000

/** A confirmed subscriber as the sender reads them: the address and its unsubscribe key. */
/** A row as a test or the desk reads it: the address and its state, never a key. */
export interface SubscriptionRow {
  [key: string]: string | null
  email: string
  created_at: string
  confirmed_at: string | null
  unsubscribed_at: string | null
}

export interface Subscriber {
  [key: string]: string
  email: string
  unsubscribe_key: string
}

/** A subscriber may be mailed: confirmed, not left (docs/decisions/0062). */
export const MAILABLE = 'confirmed_at IS NOT NULL AND unsubscribed_at IS NULL'

/** The newsletter's SQL: sign-up, confirm, leave. Writes resolve once they are on disk. */
export function createNewsletterStore(db: Db, clock: () => Date = () => new Date()) {
  return {
    /**
     * Stores the address unconfirmed and, in the same unit, enqueues its confirm message with a
     * new single-use value: for a new address, one never confirmed, or one that left, unless a
     * confirm message went out in the last 15 minutes. A subscribed address is left as it is.
     * The caller learns nothing about which happened (neither does the visitor).
     */
    async signUp(email: string, message: (nonce: string) => Record<string, unknown>) {
      const address = normaliseAddress(email)
      const now = clock()
      const nonce = randomValue()
      const resendBefore = new Date(now.getTime() - CONFIRM_RESEND_MS).toISOString()
      await db.write([
        {
          sql: `INSERT INTO newsletter_subscriptions (email, created_at, confirm_nonce, confirm_sent_at)
                VALUES (?, ?, ?, ?)
                ON CONFLICT(email) DO UPDATE SET confirm_nonce = excluded.confirm_nonce,
                  confirm_sent_at = excluded.confirm_sent_at
                WHERE NOT (${MAILABLE})
                  AND (confirm_sent_at IS NULL OR confirm_sent_at < ?)`,
          params: [address, now.toISOString(), nonce, now.toISOString(), resendBefore],
        },
        ...enqueue(
          { kind: 'newsletter-confirm', to: address, data: message(nonce) },
          {
            onlyIf: {
              sql: 'SELECT 1 FROM newsletter_subscriptions WHERE email = ? AND confirm_nonce = ?',
              params: [address, nonce],
            },
          },
        ),
      ])
    },

    /** Follows a confirm link once: true when this value confirmed an address now. */
    async confirm(nonce: string): Promise<boolean> {
      const [result] = await db.write([
        {
          sql: `UPDATE newsletter_subscriptions SET confirmed_at = ?, unsubscribed_at = NULL,
                  confirm_nonce = NULL, unsubscribe_key = COALESCE(unsubscribe_key, ?)
                WHERE confirm_nonce = ?`,
          params: [clock().toISOString(), randomValue(), nonce],
        },
      ])
      return result?.changes === 1
    },

    /** Leaves the list (kept as left, never mailed again); false when no subscriber has this key. */
    async unsubscribe(key: string): Promise<boolean> {
      const [result] = await db.write([
        {
          sql: `UPDATE newsletter_subscriptions SET unsubscribed_at = COALESCE(unsubscribed_at, ?),
                  confirm_nonce = NULL
                WHERE unsubscribe_key = ?`,
          params: [clock().toISOString(), key],
        },
      ])
      return result?.changes === 1
    },

    listSubscriptions(): SubscriptionRow[] {
      return db.all<SubscriptionRow>(
        'SELECT email, created_at, confirmed_at, unsubscribed_at FROM newsletter_subscriptions ORDER BY created_at, email',
      )
    },

    /** Who a post is sent to: confirmed and not left. */
    subscribers(): Subscriber[] {
      return db.all<Subscriber>(
        `SELECT email, unsubscribe_key FROM newsletter_subscriptions WHERE ${MAILABLE} AND unsubscribe_key IS NOT NULL ORDER BY email`,
      )
    },
  }
}

export type NewsletterStore = ReturnType<typeof createNewsletterStore>
