import type { Db, SqlValue } from '../../db/db.ts'
import { isSearchHandle } from '../searches/search-store.ts'

/** A subscriber's state: bounced (suppressed) > unsubscribed > confirmed > unconfirmed. */
export const SUBSCRIBER_STATES = ['unconfirmed', 'confirmed', 'unsubscribed', 'bounced'] as const
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number]

/** The search and paging of a people list (members or subscribers), from the URL. */
export interface PeopleQuery {
  /** `find=`: the handle of a search kept for the session (docs/decisions/0093); '' = none. */
  find: string
  /** The search's text, resolved from `find` on the server (never read from a URL). */
  q: string
  state: SubscriberState | ''
  page: number
}

export const PER_PAGE = 50

export function parsePeopleQuery(params: Record<string, string | undefined>): PeopleQuery {
  return {
    find: isSearchHandle(params.find) ? params.find : '',
    q: '',
    state: (SUBSCRIBER_STATES as readonly string[]).includes(params.state ?? '')
      ? (params.state as SubscriberState)
      : '',
    page: Math.max(1, Math.min(10_000, Number.parseInt(params.page ?? '1', 10) || 1)),
  }
}

const likeOf = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

export const MEMBERS = `SELECT id, email, surname, first_name, other_name, date_of_birth, contact_number,
  chapter, created_at FROM member_profiles`

export const SUBSCRIBERS = `SELECT s.email, s.created_at, s.confirmed_at, s.unsubscribed_at,
    CASE WHEN m.address IS NOT NULL THEN 'bounced'
         WHEN s.unsubscribed_at IS NOT NULL THEN 'unsubscribed'
         WHEN s.confirmed_at IS NOT NULL THEN 'confirmed'
         ELSE 'unconfirmed' END AS state
  FROM newsletter_subscriptions s LEFT JOIN mail_suppressions m ON m.address = lower(trim(s.email))`

/** The members' and subscribers' reads (SQL only). */
export function createPeople(db: Db) {
  const where = (kind: 'members' | 'subscribers', query: PeopleQuery) => {
    const parts: string[] = []
    const params: SqlValue[] = []
    if (query.q) {
      const like = likeOf(query.q)
      if (kind === 'members') {
        parts.push(
          `(lower(first_name || ' ' || surname) LIKE ? ESCAPE '\\' OR lower(surname || ' ' || first_name) LIKE ? ESCAPE '\\' OR lower(email) LIKE ? ESCAPE '\\')`,
        )
        params.push(like, like, like)
      } else {
        parts.push(`lower(email) LIKE ? ESCAPE '\\'`)
        params.push(like)
      }
    }
    if (kind === 'subscribers' && query.state) {
      parts.push('state = ?')
      params.push(query.state)
    }
    return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params }
  }
  const read = (kind: 'members' | 'subscribers', query: PeopleQuery, paged: boolean) => {
    const w = where(kind, query)
    const from = kind === 'members' ? MEMBERS : SUBSCRIBERS
    const order =
      kind === 'members' ? 'lower(surname), lower(first_name), id' : 'created_at DESC, email'
    const rows = db.all(
      `SELECT *, count(*) OVER () AS total FROM (${from}) ${w.sql} ORDER BY ${order}${paged ? ' LIMIT ? OFFSET ?' : ''}`,
      paged ? [...w.params, PER_PAGE, (query.page - 1) * PER_PAGE] : w.params,
    )
    const total = Number(
      rows[0]?.total ?? db.get(`SELECT count(*) AS n FROM (${from}) ${w.sql}`, w.params)?.n ?? 0,
    )
    return { rows, total }
  }
  return {
    /** One page (or, for exports, all) of the members or subscribers matching a query. */
    list: (kind: 'members' | 'subscribers', query: PeopleQuery) => read(kind, query, true),
    all: (kind: 'members' | 'subscribers', query: PeopleQuery) => read(kind, query, false).rows,
  }
}
