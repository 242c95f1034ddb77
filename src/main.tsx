import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom'
import { readPageData } from './app/page-data'
import { Providers } from './app/providers'
import { createRoutes } from './app/routes'
import { hydrationDone, isStaleBuild, prerenderedFallback, refreshContentWhenIdle } from './content/prerendered'
import { liveSync } from './content/live'
import { configureClock } from './lib/clock'
import './styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

const pageData = readPageData()
configureClock(pageData?.clock ?? {})
const routes = createRoutes()

/**
 * Hydration must render exactly what the server rendered: load the lazy modules of the matched
 * routes first (React Router would otherwise render nothing while it loads them).
 */
async function loadMatchedRoutes(all: RouteObject[]): Promise<void> {
  const matches = matchRoutes(all, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = (await route.lazy()) as Pick<RouteObject, 'Component'>
      Object.assign(route, { Component: loaded.Component, lazy: undefined })
    }),
  )
}

const prerendered = pageData?.content !== undefined && root.hasChildNodes()
if (prerendered) await loadMatchedRoutes(routes)

const app = (
  <StrictMode>
    <Providers fallback={prerenderedFallback(pageData?.content, liveSync.record)}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>
)

if (prerendered) {
  hydrateRoot(root, app)
  // Once hydration has committed, later mounts revalidate as usual.
  requestAnimationFrame(() => setTimeout(hydrationDone))
  // A static host's page was prerendered by the last build: it may predate a publish.
  if (pageData && isStaleBuild(pageData)) refreshContentWhenIdle()
} else {
  createRoot(root).render(app)
}
