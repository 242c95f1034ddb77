import { REGISTRATION_CATEGORIES, WORKSHOP_VALUES } from '@amrs/shared/contract/conference'
import type { SqlValue } from '../../db/db.ts'
import { isSearchHandle } from '../searches/search-store.ts'

/** A registration's payment state on the desk (from its payments; `manual`: paid outside the card provider). */
export const PAYMENT_STATES = [
  'paid',
  'manual',
  'mismatch',
  'pending',
  'abandoned',
  'none',
] as const
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
  name: { label: 'Name', sql: 'lower(surname), lower(firstname)' },
  email: { label: 'E-mail', sql: 'email' },
  category: { label: 'Category', sql: 'category' },
  country: { label: 'Country', sql: 'country' },
  payment: { label: 'Payment', sql: 'payment' },
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
 * workshop, abstract, and its payment state (paid manually > paid > mismatch > pending > abandoned).
 */
export const REGISTRATION_FACTS = `
  SELECT r.id, r.email, r.created_at, r.abstract_key IS NOT NULL AS has_abstract,
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
    (SELECT CASE
       WHEN sum(t.state = 'success' AND t.provider = 'manual') THEN 'manual'
       WHEN sum(t.state = 'success') THEN 'paid'
       WHEN sum(t.state = 'mismatch') THEN 'mismatch'
       WHEN sum(t.state = 'pending') THEN 'pending'
       WHEN sum(t.state IN ('abandoned', 'failed', 'superseded')) THEN 'abandoned'
       ELSE 'none' END
     FROM conference_transactions t WHERE t.email = r.email) AS payment,
    (SELECT min(t.created_at) FROM conference_transactions t
     WHERE t.email = r.email AND t.state = 'pending') AS pending_since,
    (SELECT group_concat(t.reference, ' ') FROM conference_transactions t WHERE t.email = r.email) AS refs
  FROM conference_registrations r`

/** The WHERE clause and its parameters for a query's search and filters (`now`: for "pending over a day"). */
export function whereOf(
  query: ListQuery,
  now: Date = new Date(),
): { sql: string; params: SqlValue[] } {
  const where: string[] = []
  const params: SqlValue[] = []
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    where.push(
      `(lower(firstname || ' ' || surname) LIKE ? ESCAPE '\\' OR lower(surname || ' ' || firstname) LIKE ? ESCAPE '\\'
        OR email LIKE ? ESCAPE '\\' OR lower(coalesce(refs, '')) LIKE ? ESCAPE '\\')`,
    )
    params.push(like, like, like, like)
  }
  const equal = (sql: string, value: string) => {
    if (!value) return
    where.push(`${sql} = ?`)
    params.push(value)
  }
  equal('category', query.category)
  equal('payment', query.payment)
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
