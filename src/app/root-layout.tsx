import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { ContentStaleNotice } from '@/components/layout/content-stale-notice'
import { RouteErrorPage } from '@/components/layout/route-error-page'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { HydratedMark } from './hydrated-mark'
import { useRouteMeta } from './use-route-meta'
import { useScrollRestoration } from './use-scroll-restoration'

/** Wraps every page: skip link, head and focus handling, scrolling, stale-content notice. */
export function RootLayout() {
  useRouteMeta()
  useScrollRestoration()
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
        </Suspense>
      </ErrorBoundary>
    </>
  )
}
