import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { ContentStaleNotice } from '@/components/layout/content-stale-notice'
import { RouteErrorPage } from '@/components/layout/route-error-page'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { HydratedMark } from './hydrated-mark'
import { useRouteMeta } from './use-route-meta'
import { useScrollRestoration } from './use-scroll-restoration'

/** What follows a navigation: the head, focus on the page's heading, the scroll position. */
function RouteEffects() {
  useRouteMeta()
  useScrollRestoration()
  return null
}

/**
 * Wraps every page: skip link, stale-content notice, the page inside its boundary, and the
 * head, focus and scroll handling. Nothing here runs outside an error boundary: an error in the
 * navigation effects costs those effects (the page stays), one in a layout or page shows the
 * error page, and the app's own boundary (app-boundary.tsx) stands above all of it.
 */
export function RootLayout() {
  const { pathname } = useLocation()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ContentStaleNotice />
      <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
        {/* Navigation is a transition: the previous page stays while the next one's code loads. */}
        <Suspense fallback={null}>
          <Outlet />
          <HydratedMark />
          {/* With the page (they commit together), after it: its effects run first. */}
          <ErrorBoundary resetKey={pathname} fallback={() => null}>
            <RouteEffects />
          </ErrorBoundary>
        </Suspense>
      </ErrorBoundary>
    </>
  )
}
