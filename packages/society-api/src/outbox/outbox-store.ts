import { randomUUID } from 'node:crypto'
import type { Db, Row, Statement } from '../db/db.ts'

/** A message to send: its kind (what renders it), the one address given, and its facts. */
export interface OutgoingMessage {
  kind: string
  to: string
  /** What the message's renderer fills the wording with (stored as JSON). */
  data: Record<string, unknown>
}

export interface EnqueueOptions {
  /** The message's id (default: a new UUID): the Message-ID's local part. */
  id?: string
  /** The first attempt no earlier than this. */
  notBefore?: Date
  /**
   * A condition (SQL `EXISTS`-style subquery body) that must hold when the unit runs, e.g. that the
   * statement before it changed a row: the message is written only if it does.
   */
  onlyIf?: { sql: string; params?: (string | number | null)[] }
}

/** A row of the outbox as the worker reads it. */
export interface OutboxRow {
  id: string
  kind: string
  recipient: string
  data: Record<string, unknown>
  state: string
  attempts: number
}

export const normaliseAddress = (address: string) => address.trim().toLowerCase()

/**
 * The statement that writes `message` to the outbox: put it in the SAME `db.write([...])` as the
 * change that causes it, so both are kept or neither (docs/decisions/0058-durable-outbox.md):
 *
 *   await db.write([saveInvitation(...), ...enqueue({ kind: 'plain', to, data: {...} })])
 */
export function enqueue(message: OutgoingMessage, options: EnqueueOptions = {}): Statement[] {
  const id = options.id ?? randomUUID()
  const at = new Date().toISOString()
  const due = (options.notBefore ?? new Date()).toISOString()
  const values = [id, message.kind, message.to.trim(), JSON.stringify(message.data), due, at]
  if (!options.onlyIf)
    return [
      {
        sql: `INSERT INTO outbox (id, kind, recipient, data, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
        params: values,
      },
    ]
  return [
    {
      sql: `INSERT INTO outbox (id, kind, recipient, data, next_attempt_at, created_at)
            SELECT ?, ?, ?, ?, ?, ? WHERE EXISTS (${options.onlyIf.sql})`,
      params: [...values, ...(options.onlyIf.params ?? [])],
    },
  ]
}

const toRow = (r: Row): OutboxRow => ({
  id: String(r.id),
  kind: String(r.kind),
  recipient: String(r.recipient),
  data: JSON.parse(String(r.data)) as Record<string, unknown>,
  state: String(r.state),
  attempts: Number(r.attempts),
})

/** The outbox's reads and state changes, used by the worker. */
export function createOutboxStore(db: Db) {
  return {
    /** Ids of messages due now: pending and due, or claimed by a sender whose lease ran out. */
    due(now: Date, limit = 20): string[] {
      const at = now.toISOString()
      return db
        .all<{ id: string }>(
          `SELECT id FROM outbox
           WHERE (state = 'pending' AND next_attempt_at <= ?) OR (state = 'sending' AND lease_until <= ?)
           ORDER BY next_attempt_at LIMIT ?`,
          [at, at, limit],
        )
        .map((r) => String(r.id))
    },

    /** Claims one message for `leaseMs` (one claim wins); undefined when another took it. */
    async claim(id: string, now: Date, leaseMs: number): Promise<OutboxRow | undefined> {
      const at = now.toISOString()
      const [result] = await db.write([
        {
          sql: `UPDATE outbox SET state = 'sending', attempts = attempts + 1, lease_until = ?
                WHERE id = ? AND ((state = 'pending' AND next_attempt_at <= ?) OR (state = 'sending' AND lease_until <= ?))
                RETURNING *`,
          params: [new Date(now.getTime() + leaseMs).toISOString(), id, at, at],
        },
      ])
      const row = result?.rows[0]
      return row ? toRow(row) : undefined
    },

    isSuppressed(address: string): boolean {
      return !!db.get('SELECT 1 AS x FROM mail_suppressions WHERE address = ?', [
        normaliseAddress(address),
      ])
    },

    async finish(
      id: string,
      state: 'sent' | 'suppressed' | 'failed',
      now: Date,
      note: string | null,
    ): Promise<void> {
      await db.write([
        {
          sql: `UPDATE outbox SET state = ?, lease_until = NULL, sent_at = ?, smtp_response = ?, last_error = CASE WHEN ? = 'sent' THEN last_error ELSE ? END WHERE id = ?`,
          params: [
            state,
            state === 'sent' ? now.toISOString() : null,
            state === 'sent' ? note : null,
            state,
            note,
            id,
          ],
        },
      ])
    },

    async retryAt(id: string, at: Date, error: string): Promise<void> {
      await db.write([
        {
          sql: `UPDATE outbox SET state = 'pending', lease_until = NULL, next_attempt_at = ?, last_error = ? WHERE id = ?`,
          params: [at.toISOString(), error, id],
        },
      ])
    },

    /** A permanent refusal: the message is 'bounced' and its address never mailed again. */
    async bounce(id: string, address: string, reason: string, now: Date): Promise<void> {
      await db.write([
        {
          sql: `UPDATE outbox SET state = 'bounced', lease_until = NULL, last_error = ? WHERE id = ?`,
          params: [reason, id],
        },
        ...suppress(address, reason, now),
      ])
    },
  }
}

export type OutboxStore = ReturnType<typeof createOutboxStore>

/** Marks an address as not to be mailed again (a bounce reported later by the provider, too). */
export function suppress(address: string, reason: string, now = new Date()): Statement[] {
  return [
    {
      sql: `INSERT INTO mail_suppressions (address, reason, created_at) VALUES (?, ?, ?) ON CONFLICT(address) DO NOTHING`,
      params: [normaliseAddress(address), reason, now.toISOString()],
    },
  ]
}
