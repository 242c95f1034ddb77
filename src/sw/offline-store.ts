import { CACHES, OFFLINE_META_KEY, OFFLINE_ORIGIN, type OfflineMeta } from '@/lib/offline-cache'
import { answerBody, answerKey, answerKeyOf, type QueryParams } from './stored-answers'
import { offlineShell } from './offline-shell'

const SHELL = `${OFFLINE_ORIGIN}/shell`

/** A content answer the site stored for offline use, for a query GET the network did not answer. */
export async function storedAnswer(url: URL): Promise<Response | null> {
  const key = answerKeyOf(url)
  if (!key) return null
  const cache = await caches.open(CACHES.offline)
  return (await cache.match(key)) ?? null
}

/** A page for an address with no stored copy: the stored shell (see offline-shell.ts). */
export async function offlinePage(url: URL): Promise<Response> {
  const cache = await caches.open(CACHES.offline)
  const shell = await cache.match(SHELL)
  if (!shell || url.origin !== self.location.origin) return Response.error()
  return shell
}

export interface StoredContent {
  pages: string[]
  answers: Array<{ query: string; params?: QueryParams; result: unknown }>
}

/** Fetches and keeps the pages, keeps the answers and a shell, and notes when. */
export async function storeOffline(content: StoredContent, now: Date): Promise<OfflineMeta> {
  const [pages, offline] = await Promise.all([
    caches.open(CACHES.pages),
    caches.open(CACHES.offline),
  ])
  let shellSource: string | null = null
  for (const page of content.pages) {
    const response = await fetch(page, { credentials: 'same-origin', cache: 'no-cache' })
    const cacheControl = response.headers.get('Cache-Control') ?? ''
    if (!response.ok || /no-store|private/i.test(cacheControl)) continue
    await pages.put(page, response.clone())
    shellSource ??= await response.text()
  }
  const shell = shellSource && offlineShell(shellSource)
  if (shell)
    await offline.put(
      SHELL,
      new Response(shell, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    )
  await Promise.all(
    content.answers.map(({ query, params, result }) =>
      offline.put(
        answerKey(query, params),
        new Response(answerBody(result), { headers: { 'Content-Type': 'application/json' } }),
      ),
    ),
  )
  const meta: OfflineMeta = { storedAt: now.toISOString() }
  await offline.put(OFFLINE_META_KEY, Response.json(meta))
  return meta
}
