import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** A transaction as the stand-in keeps it (the fields of Paystack's record it reports). */
export interface StandInTransaction {
  id: number
  reference: string
  accessCode: string
  email: string
  amount: number
  currency: string
  status: string
  callbackUrl: string | null
  metadata: unknown
  createdAt: string
  paidAt: string | null
  channel: string | null
}

/** What a checkout page's buttons do (a Map: no prototype keys). */
export const CHECKOUT_ACTIONS = new Map([
  ['complete', { status: 'success', label: 'Complete payment' }],
  ['abandon', { status: 'abandoned', label: 'Abandon payment' }],
  ['fail', { status: 'failed', label: 'Fail payment' }],
  ['pending', { status: 'pending', label: 'Leave payment pending' }],
])

/** Statuses a payer can still act on; a paid, failed or reversed transaction is closed. */
const OPEN = new Set(['abandoned', 'pending', 'ongoing'])

/**
 * The stand-in's transactions, in memory and (given a file) kept across restarts, so a local
 * checkout page still works after `npm start` is restarted. Like Paystack, a new transaction is
 * `abandoned` until the payer acts on its page.
 */
export function createTransactions(file: string | null) {
  const byReference = new Map<string, StandInTransaction>(
    file && existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as StandInTransaction[]).map((t) => [
          t.reference,
          t,
        ])
      : [],
  )
  let nextId = Math.max(1_000_000, ...[...byReference.values()].map((t) => t.id)) + 1
  const save = () => {
    if (!file) return
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(`${file}.tmp`, JSON.stringify([...byReference.values()]))
    renameSync(`${file}.tmp`, file)
  }
  return {
    find: (reference: string) => byReference.get(reference),
    /** The transaction a checkout page's address names (its access code, as Paystack's does). */
    byAccessCode: (code: string) => [...byReference.values()].find((t) => t.accessCode === code),
    create(
      t: Omit<
        StandInTransaction,
        'id' | 'accessCode' | 'status' | 'createdAt' | 'paidAt' | 'channel'
      >,
    ) {
      const created: StandInTransaction = {
        ...t,
        id: nextId++,
        accessCode: randomBytes(9).toString('base64url'),
        status: 'abandoned',
        createdAt: new Date().toISOString(),
        paidAt: null,
        channel: null,
      }
      byReference.set(t.reference, created)
      save()
      return created
    },
    /** A payer's action: 'settled', or why not. */
    act(reference: string, status: string): 'settled' | 'unknown' | 'closed' {
      const t = byReference.get(reference)
      if (!t) return 'unknown'
      if (!OPEN.has(t.status)) return 'closed'
      t.status = status
      if (status === 'success') {
        t.paidAt = new Date().toISOString()
        t.channel = 'card'
      }
      save()
      return 'settled'
    },
  }
}

export type Transactions = ReturnType<typeof createTransactions>

/** The record Paystack's verify and its events carry. */
export function recordOf(t: StandInTransaction) {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    gateway_response: t.status === 'success' ? 'Successful' : t.status,
    paid_at: t.paidAt,
    created_at: t.createdAt,
    channel: t.channel,
    metadata: t.metadata,
    customer: { email: t.email },
  }
}
