import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { ErrorBoundary } from '@/components/ui/error-boundary'

/** What a layout shows in its page area when the page throws: header and footer stay. */
export function PageErrorPanel({
  retry,
  home,
  homeLabel,
}: {
  retry: () => void
  home: string
  homeLabel: string
}) {
  return (
    <div className="container error-page">
      <h1 tabIndex={-1}>This page could not be shown</h1>
      <p className="error-page__detail">Something went wrong while showing this page.</p>
      <p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>{' '}
        <Link to={home} className="button button--secondary">
          {homeLabel}
        </Link>
      </p>
    </div>
  )
}

/**
 * A layout's page area: a page that throws shows `PageErrorPanel` inside the layout; the next
 * navigation gives the page another chance. Adds no markup while the page renders.
 */
export function PageBoundary({
  home,
  homeLabel,
  children,
}: {
  home: string
  homeLabel: string
  children: ReactNode
}) {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(_error, retry) => (
        <PageErrorPanel retry={retry} home={home} homeLabel={homeLabel} />
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
