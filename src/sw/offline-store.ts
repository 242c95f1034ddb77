import {
  CACHES,
  OFFLINE_META_KEY,
  OFFLINE_ORIGIN,
  type KeepOfflineRequest,
  type OfflineMeta,
  type OfflinePlan,
} from '@/lib/offline-cache'
import { plannedRequests, talkAnswers } from './keep-plan'
import { answerKeyOf } from './stored-answers'
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

/** Fetches what the plan at `request.plan` lists and keeps it, with a shell, and notes when. */
export async function keepPlanned(request: KeepOfflineRequest, now: Date): Promise<OfflineMeta> {
  const plan = (await (await fetchOk(request.plan, { cache: 'no-cache' })).json()) as OfflinePlan
  const { answers, talkLists } = plannedRequests(plan, request.endpoint)
  const [pages, offline] = await Promise.all([
    caches.open(CACHES.pages),
    caches.open(CACHES.offline),
  ])
  const keepAnswer = (key: string, body: BodyInit) =>
    offline.put(key, new Response(body, { headers: { 'Content-Type': 'application/json' } }))
  await Promise.all([
    keepPages(plan.pages, pages, offline),
    ...answers.map(async ({ url, key }) => keepAnswer(key, await (await fetchOk(url)).blob())),
    ...talkLists.map(async (url) => {
      const talks = talkAnswers(await (await fetchOk(url)).json(), plan.talks.talkQuery)
      await Promise.all(talks.map(({ key, body }) => keepAnswer(key, body)))
    }),
  ])
  const meta: OfflineMeta = { storedAt: now.toISOString() }
  await offline.put(OFFLINE_META_KEY, Response.json(meta))
  return meta
}

async function fetchOk(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin', ...init })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response
}

/** The pages as HTML (not private ones), and the first as the shell of any other address. */
async function keepPages(paths: string[], pages: Cache, offline: Cache): Promise<void> {
  let shellSource: string | null = null
  for (const page of paths) {
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
}
