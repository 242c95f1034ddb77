import { mutate, unstable_serialize } from 'swr'
import type { ContentKey } from './use-content'

/**
 * Content that arrived with the page's HTML (page data): handed to SWR as `fallback`, and, while
 * the page hydrates, not fetched again (no second request for what the HTML already holds).
 */
export interface PrerenderedContent {
  /** `[SWR key, result, syncTags]` for every query the server rendered the page with. */
  entries: Array<[key: string, result: unknown, syncTags: string[]]>
}

let hydrating = new Set<string>()
let renderedBy: 'server' | 'build' | 'offline' | undefined

/** Who rendered the HTML being hydrated (the page data says): boot records it. */
export function recordRenderSource(source: 'server' | 'build' | 'offline' | undefined): void {
  renderedBy = source
}

/**
 * Whether the HTML was rendered for this very address, query included: on the server, and by
 * the Node server on request; not by the build, which wrote each page without a query (a page
 * that reads the query then renders as without one until it has hydrated).
 */
export const renderedWithQuery = () => typeof window === 'undefined' || renderedBy !== 'build'

export function serializeContentKey(key: ContentKey): string {
  return unstable_serialize(key)
}

/**
 * SWR `fallback` from the page data; remembers the keys until hydration is over, and hands
 * their sync tags to live updates (`record`).
 */
export function prerenderedFallback(
  content: PrerenderedContent | undefined,
  record: (key: string, syncTags: string[]) => void = () => {},
): Record<string, unknown> {
  const entries = content?.entries ?? []
  hydrating = new Set(entries.map(([key]) => key))
  for (const [key, , syncTags] of entries) record(key, syncTags)
  return Object.fromEntries(entries.map(([key, result]) => [key, result]))
}

/** True until the first component reading this key has mounted: the HTML holds its data. */
export function isHydratingWith(key: string): boolean {
  return hydrating.has(key)
}

/**
 * The first reader of a prerendered key has mounted (React may hydrate parts of the page later
 * than others, so this is per key, not a moment): later mounts revalidate as usual.
 */
export function hydratedWith(key: string): void {
  hydrating.delete(key)
}

/** How old prerendered content may be before the page fetches it again (60 s, as long as SWR keeps data: docs/decisions/0006, 0036). */
export const PRERENDER_MAX_AGE_MS = 60_000

/**
 * Pages the local server renders on request are as fresh as the lake; pages a build
 * prerendered for a static host are as old as the build.
 */
export function isStaleBuild(
  data: { source?: string; clock: { renderedAt?: string | null } },
  now = Date.now(),
): boolean {
  if (data.source !== 'build') return false
  const renderedAt = Date.parse(data.clock.renderedAt ?? '')
  return Number.isNaN(renderedAt) || now - renderedAt > PRERENDER_MAX_AGE_MS
}

/** Refetches every content query of the page once the browser is idle (after first paint). */
export function refreshContentWhenIdle(): void {
  const run = () => void mutate((key) => Array.isArray(key) && key[0] === 'content')
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 })
  else setTimeout(run, 2000)
}
