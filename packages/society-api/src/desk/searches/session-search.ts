import type { DeskContext } from '../context.ts'
import { searchTextOf } from './search-store.ts'

/** What a list's query holds of a search: the handle in its URL and the text behind it. */
export interface Searched {
  /** `find=`: the handle (non-personal); '' = no search. */
  find: string
  /** The text behind the handle, read from the store (never from the URL). */
  q: string
}

const sessionIdOf = (c: DeskContext) => c.get('session')?.hash ?? ''

/**
 * The query with its search resolved for the signed-in session: a handle this session made
 * gives its text; any other handle (another session's, an ended one's, a made-up one) is no
 * search at all, and is dropped so the page's links do not carry it.
 */
export function withSearch<T extends Searched>(c: DeskContext, query: T): T {
  const text = query.find ? c.get('desk').searches.find(sessionIdOf(c), query.find) : null
  return text ? { ...query, q: text } : { ...query, find: '', q: '' }
}

/** Keeps a search box's text for this session and answers its handle ('' when the box is empty). */
export async function saveSearch(c: DeskContext, typed: unknown): Promise<string> {
  const text = searchTextOf(typed)
  return text ? c.get('desk').searches.save(sessionIdOf(c), text) : ''
}

/** A form body's text fields (files dropped), for the list parsers. */
export const formFields = (form: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : [],
    ),
  )

/**
 * An old list URL with `?q=` (the search text itself) is not searched: the answer is a redirect
 * to the same list without it, so the text leaves the address bar. null when there is no `q`.
 */
export function withoutTypedSearch(c: DeskContext): Response | null {
  const url = new URL(c.req.url)
  if (!url.searchParams.has('q')) return null
  url.searchParams.delete('q')
  const rest = url.searchParams.toString()
  return c.redirect(`${url.pathname}${rest ? `?${rest}` : ''}`, 303)
}
