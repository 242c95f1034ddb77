import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppBoundary } from './app-boundary'
import { takeEarlyEvents } from './early-events'
import { readPageData } from './page-data'
import { Providers } from './providers'
import { holdPopstateUntilLoaded } from './hold-popstate'
import { isRouteLoaded, preloadRoute } from './route-modules'
import { AppRoutes } from './routes'
import {
  isStaleBuild,
  prerenderedFallback,
  recordRenderSource,
  refreshContentWhenIdle,
} from '@/content/prerendered'
import { recordSyncTags } from '@/content/sync-tags'
import { contentStatus } from '@/content/content-status'
import { configureClock } from '@/lib/clock'

/** Takes over the server's HTML (or renders the page, without server rendering). */
const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

const pageData = readPageData()
configureClock(pageData?.clock ?? {})
recordRenderSource(pageData?.source)
// An earlier copy the server served while the content service was away: the notice stays on
// (it is in the HTML) until content arrives again.
if (pageData?.stale) contentStatus.set(true)
// The server's answer to a form posted without scripts was rendered at /forms/<id>: the address
// goes back to the page it shows, so the router finds that page.
if (pageData?.form && window.location.pathname !== pageData.form.page)
  window.history.replaceState(window.history.state, '', pageData.form.page + window.location.hash)

// Hydration must render exactly what the server rendered: the page's modules load first
// (the server's HTML modulepreloads them, so this is no extra round trip).
await preloadRoute(window.location.pathname)
// Before the router's own listener (it is added when the app renders).
holdPopstateUntilLoaded({ isLoaded: isRouteLoaded, load: preloadRoute })

const app = (
  <StrictMode>
    <AppBoundary>
      <Providers
        fallback={prerenderedFallback(pageData?.content, recordSyncTags)}
        formEcho={pageData?.form}
      >
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </AppBoundary>
  </StrictMode>
)

/**
 * An error no boundary caught (the app's own boundary failed): React has removed the page, so
 * the container gets a plain message with a way on, and the error goes to the server's log.
 */
function onUncaughtError(error: unknown): void {
  void import('@/lib/report-error')
    .then(({ reportClientError }) => reportClientError(error))
    .catch(() => {})
  const container = root
  queueMicrotask(() => {
    if (container?.textContent?.trim()) return
    const message = document.createElement('main')
    message.className = 'container error-page'
    message.innerHTML =
      '<h1>This page could not be shown</h1><p><a class="button" href="/">Go to the home page</a></p>'
    container?.replaceChildren(message)
  })
}

// What the visitor did before now is replayed once React has hydrated (early-events.ts); from
// here on React queues what happens during hydration itself.
takeEarlyEvents()
if (pageData?.content !== undefined && root.hasChildNodes()) {
  // A transition: React hydrates in slices and yields to the browser between them (no long
  // task), and a click during hydration is handled first.
  startTransition(() => {
    hydrateRoot(root, app, { onUncaughtError })
  })
  // A static host's page was prerendered by the last build: it may predate a publish.
  if (isStaleBuild(pageData)) refreshContentWhenIdle()
} else {
  createRoot(root, { onUncaughtError }).render(app)
}
