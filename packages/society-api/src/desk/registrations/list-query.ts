import { REGISTRATION_CATEGORIES, WORKSHOP_VALUES } from '@amrs/shared/contract/conference'
import type { SqlValue } from '../../db/db.ts'
import {
  BALANCE_COLUMNS,
  BALANCE_JOINS,
  DUE_SQL,
  MONEY_STATE_SQL,
  MONEY_STATES,
} from '../../payments/balance.ts'
import { isSearchHandle } from '../searches/search-store.ts'

/**
 * The states the list shows and filters on: the balance's (payments/balance.ts, every method
 * alike), `cancelled` over any of them, and `mismatch` (a payment the provider took for an amount
 * other than the one asked, whatever the balance says).
 */
export const PAYMENT_STATES = [...MONEY_STATES, 'cancelled', 'mismatch'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/**
 * Flags the list filters on (the overview's open questions link to them): cancelled
 * registrations, payments pending longer than a day, abstracts without a symposium.
 */
export const FLAGS = [
  'cancelled',
  'not-cancelled',
  'pending-over-a-day',
  'abstract-without-symposium',
] as const
export type Flag = (typeof FLAGS)[number]

/** How long a payment may stay pending before the overview asks about it. */
export const PENDING_TOO_LONG_MS = 24 * 60 * 60 * 1000

/** Columns the list shows and sorts by, with the SQL each sorts on. */
export const COLUMNS = {
  number: { label: 'No.', sql: 'id' },
  name: { label: 'Name', sql: 'lower(surname), lower(firstname)' },
  email: { label: 'E-mail', sql: 'email' },
  category: { label: 'Category', sql: 'category' },
  country: { label: 'Country', sql: 'country' },
  payment: { label: 'State', sql: 'state' },
  due: { label: 'Balance', sql: 'due_minor' },
  abstract: { label: 'Abstract', sql: 'has_abstract' },
  created: { label: 'Registered', sql: 'created_at' },
} as const
export type Column = keyof typeof COLUMNS

export interface ListQuery {
  /** `find=`: the handle of a search kept for the session (docs/decisions/0093); '' = none. */
  find: string
  /** The search's text, resolved from `find` on the server (never read from a URL). */
  q: string
  category: string
  payment: string
  country: string
  workshop: string
  abstract: '' | 'with' | 'without'
  flag: Flag | ''
  /** `paid_since=YYYY-MM-DD`: a payment received on or after that day (UTC); '' = any. */
  paidSince: string
  sort: Column
  dir: 'asc' | 'desc'
  page: number
  perPage: number
}

const one = <T extends string>(value: string | undefined, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : ''

const isDay = (value: string | undefined): value is string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') && !Number.isNaN(Date.parse(value!))

/**
 * The list's query from the URL's parameters; anything unknown is ignored, and so is `q` (a
 * search's text is never taken from a URL: `find` names it, and `withSearch` reads it).
 */
export function parseListQuery(params: Record<string, string | undefined>): ListQuery {
  const sort = one(params.sort, Object.keys(COLUMNS) as Column[]) || 'created'
  return {
    find: isSearchHandle(params.find) ? params.find : '',
    q: '',
    category: one(params.category, REGISTRATION_CATEGORIES),
    payment: one(params.payment, PAYMENT_STATES),
    country: /^[A-Z]{2}$/.test(params.country ?? '') ? params.country! : '',
    workshop: one(params.workshop, [...WORKSHOP_VALUES, 'any', 'none']),
    abstract: one(params.abstract, ['with', 'without'] as const),
    flag: one(params.flag, FLAGS),
    paidSince: isDay(params.paid_since) ? params.paid_since : '',
    sort,
    dir:
      params.dir === 'asc' || params.dir === 'desc'
        ? params.dir
        : sort === 'created'
          ? 'desc'
          : 'asc',
    page: Math.max(1, Math.min(10_000, Number.parseInt(params.page ?? '1', 10) || 1)),
    perPage: [25, 50, 100, 200].includes(Number(params.per)) ? Number(params.per) : 50,
  }
}

/**
 * The URL parameters of a query (only what differs from the defaults), for links and exports:
 * the search as its handle (`find`), never its text.
 */
export function queryParams(query: ListQuery, change: Partial<ListQuery> = {}): URLSearchParams {
  const q = { ...query, ...change }
  // The direction's default depends on the column sorted by; the column's own default does not.
  const defaults = { ...parseListQuery({ sort: q.sort }), sort: parseListQuery({}).sort }
  const params = new URLSearchParams()
  for (const key of [
    'find',
    'category',
    'payment',
    'country',
    'workshop',
    'abstract',
    'flag',
    'sort',
    'dir',
    'page',
  ] as const)
    if (String(q[key]) !== String(defaults[key])) params.set(key, String(q[key]))
  if (q.paidSince) params.set('paid_since', q.paidSince)
  if (q.perPage !== 50) params.set('per', String(q.perPage))
  return params
}

/**
 * Each registration with the facts the list filters and sorts on: names, category, country,
 * workshop, abstract, its balance (payments/balance.ts: `owed_minor`, `received_minor`,
 * `refunded_minor`, `due_minor`, `money_currency`), its money state (`payment`: paid, part-paid,
 * overpaid, refunded, pending, unpaid) and the state the list shows (`state`: `cancelled` over
 * the money state), its payments' references (`refs`) and oldest pending start.
 */
export const REGISTRATION_FACTS = `
  SELECT m.*, ${MONEY_STATE_SQL} AS payment, ${DUE_SQL} AS due_minor,
    CASE WHEN m.cancelled_at IS NOT NULL THEN 'cancelled' ELSE ${MONEY_STATE_SQL} END AS state
  FROM (SELECT r.id, r.email, r.created_at, r.abstract_key IS NOT NULL AS has_abstract,
    json_extract(r.data, '$.firstname') AS firstname,
    json_extract(r.data, '$.surname') AS surname,
    json_extract(r.data, '$.registration_category') AS category,
    json_extract(r.data, '$.affiliation_address_country') AS country,
    json_extract(r.data, '$.is_workshop') AS is_workshop,
    json_extract(r.data, '$.workshop_category') AS workshops,
    json_extract(r.data, '$.symposium_type') AS symposium,
    json_extract(r.data, '$.affiliation') AS affiliation,
    json_extract(r.data, '$.banquet') AS banquet,
    json_extract(r.data, '$.excursion') AS excursion,
    json_extract(r.data, '$.presentational_mode') AS presentation,
    json_extract(r.data, '$.cancelled_at') AS cancelled_at,
    json_extract(r.data, '$.erased_at') AS erased_at,
    ${BALANCE_COLUMNS}
  FROM conference_registrations r ${BALANCE_JOINS}) m`

/**
 * A payment reference as people write it, compacted: without spaces, hyphens or underscores,
 * lower case (`IUMRS-ICAM25 ab12` → `iumrsicam25ab12`); the stored references compacted the
 * same way are searched for it.
 */
export const compactReference = (text: string): string => text.toLowerCase().replace(/[\s_-]+/g, '')

/** The WHERE clause and its parameters for a query's search and filters (`now`: for "pending over a day"). */
export function whereOf(
  query: ListQuery,
  now: Date = new Date(),
): { sql: string; params: SqlValue[] } {
  const where: string[] = []
  const params: SqlValue[] = []
  if (query.q) {
    const escape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)
    const like = `%${escape(query.q.toLowerCase())}%`
    const compact = compactReference(query.q)
    where.push(
      `(lower(firstname || ' ' || surname) LIKE ? ESCAPE '\\' OR lower(surname || ' ' || firstname) LIKE ? ESCAPE '\\'
        OR email LIKE ? ESCAPE '\\' OR lower(coalesce(refs, '')) LIKE ? ESCAPE '\\'
        OR (? != '' AND replace(replace(lower(coalesce(refs, '')), '_', ''), '-', '') LIKE ? ESCAPE '\\'))`,
    )
    params.push(like, like, like, like, compact, `%${escape(compact)}%`)
  }
  const equal = (sql: string, value: string) => {
    if (!value) return
    where.push(`${sql} = ?`)
    params.push(value)
  }
  equal('category', query.category)
  if (query.payment === 'mismatch') where.push('has_mismatch')
  else equal('state', query.payment)
  equal('country', query.country)
  if (query.workshop === 'any') where.push('is_workshop = 1')
  else if (query.workshop === 'none') where.push('is_workshop IS NOT 1')
  else if (query.workshop) {
    where.push(`EXISTS (SELECT 1 FROM json_each(workshops) WHERE value = ?)`)
    params.push(query.workshop)
  }
  if (query.paidSince) {
    // Not a column of the facts: an uncorrelated list, built once, keeps the list as fast.
    where.push(`email IN (SELECT t.email FROM conference_transactions t
      WHERE t.state = 'success' AND coalesce(t.paid_at, t.updated_at) >= ?)`)
    params.push(query.paidSince)
  }
  if (query.abstract) where.push(query.abstract === 'with' ? 'has_abstract' : 'NOT has_abstract')
  if (query.flag === 'cancelled') where.push('cancelled_at IS NOT NULL')
  else if (query.flag === 'not-cancelled') where.push('cancelled_at IS NULL')
  else if (query.flag === 'pending-over-a-day') {
    where.push(`payment = 'pending' AND pending_since < ?`)
    params.push(new Date(now.getTime() - PENDING_TOO_LONG_MS).toISOString())
  } else if (query.flag === 'abstract-without-symposium')
    where.push(`has_abstract AND coalesce(symposium, '') = ''`)
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params }
}
