import { Outlet, ScrollRestoration } from 'react-router-dom'
import { ContentStaleNotice } from '../components/layout/content-stale-notice'
import { useRouteMeta } from './use-route-meta'

/** Wraps every page: skip link, title/focus handling, scroll restoration, stale-content notice. */
export function RootLayout() {
  useRouteMeta()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ContentStaleNotice />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
