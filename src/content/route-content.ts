import type { ClientReturn, QueryParams } from '@sanity/client'
import { createContext, useContext } from 'react'
import type { SWRResponse } from 'swr'
import type { RouteParams } from '@amrs/shared/routes'
import { useContent } from './use-content'

/**
 * A route declares its data once (docs/decisions/0047-route-owned-data.md): its module exports
 * `content`, named GROQ queries as a function of the route's parameters. The server fetches
 * exactly those before it renders (and embeds the answers as page data), and the page reads
 * them through the same declaration with `useRouteContent(content)`: nothing lists them twice.
 */
export interface QueryRef<Q extends string = string> {
  query: Q
  params?: QueryParams
}

/** A query, bare or with its parameters. */
export type ContentEntry = string | QueryRef
export type ContentMap = Record<string, ContentEntry>
export type RouteContent<M extends ContentMap = ContentMap> = (params: RouteParams) => M

type QueryOf<E> = E extends QueryRef<infer Q> ? Q : E extends string ? E : never

/** What a page receives for one of its queries (SWR's answer, typed by `npm run typegen`). */
export type ContentResult<Q extends string> = SWRResponse<ClientReturn<Q, unknown>, Error>
export type ContentResults<M extends ContentMap> = { [K in keyof M]: ContentResult<QueryOf<M[K]>> }

export function defineContent<const M extends ContentMap>(
  content: (params: RouteParams) => M,
): RouteContent<M> {
  return content
}

/** A query with its parameters (`withParams(postQuery, { kind, slug })`). */
export function withParams<const Q extends string>(query: Q, params: QueryParams): QueryRef<Q> {
  return { query, params }
}

/** The declaration's queries for these parameters, in declaration order. */
export function contentQueries(
  content: RouteContent | undefined,
  params: RouteParams,
): Array<{ key: string } & QueryRef> {
  if (!content) return []
  return Object.entries(content(params)).map(([key, entry]) =>
    typeof entry === 'string' ? { key, query: entry } : { key, ...entry },
  )
}

/** The route's parameters: its row's fixed ones and the path's (set by the router's wrapper). */
export const RouteParamsContext = createContext<RouteParams>({})

export const useRouteParams = () => useContext(RouteParamsContext)

/** The answers to a route's declared queries, by name. */
export function useRouteContent<M extends ContentMap>(content: RouteContent<M>): ContentResults<M> {
  const results: Record<string, unknown> = {}
  for (const { key, query, params } of contentQueries(content, useRouteParams())) {
    // A declaration names the same queries on every render of its route, so these calls keep
    // their number and order (the rule's concern), as separate hook calls would.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    results[key] = useContent(query, params)
  }
  return results as ContentResults<M>
}
