import { unstable_serialize } from 'swr'
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

export function serializeContentKey(key: ContentKey): string {
  return unstable_serialize(key)
}

/** SWR `fallback` from the page data; remembers the keys until hydration is over. */
export function prerenderedFallback(content: PrerenderedContent | undefined): Record<string, unknown> {
  const entries = content?.entries ?? []
  hydrating = new Set(entries.map(([key]) => key))
  return Object.fromEntries(entries.map(([key, result]) => [key, result]))
}

/** True while the page hydrates and the HTML already holds this key's data. */
export function isHydratingWith(key: string): boolean {
  return hydrating.has(key)
}

/** Called once hydration has committed: later mounts revalidate as usual. */
export function hydrationDone(): void {
  hydrating = new Set()
}
