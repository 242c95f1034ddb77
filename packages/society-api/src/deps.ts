import type { SocietyConfig } from './config.ts'
import type { ContentSource } from './content/content-source.ts'
import type { ContentWriter } from './content/content-writer.ts'
import type { Db } from './db/db.ts'
import type { PaymentGateway } from './payments/gateway.ts'

/**
 * What every part of the service gets: storage, content, configuration, the payment provider
 * and the clock records are stamped with (docs/decisions/0041-server-layers.md).
 */
export interface ServiceDeps {
  db: Db
  content: ContentSource
  config: SocietyConfig
  /** The card-payment provider (Paystack, or its stand-in; the browser tests wrap it). */
  payments: PaymentGateway
  /** The instant records are stamped with (real time; `SITE_NOW` fixes only the date rules). */
  clock?: () => Date
  /**
   * The outbox's worker: `kick()` after a write that enqueued a message sends it now rather than
   * at the next poll (messages are written with `enqueue` from outbox/outbox-store.ts).
   */
  outbox?: { kick(): void }
  /** Talk drafts' writes (Sanity's mutation API with the write token); none = not set up. */
  contentWriter?: ContentWriter | null
  /** The newsletter's look for newly published posts (Sanity's webhook starts it now). */
  newsletter?: { look(): Promise<unknown> }
}
