import type { ReactNode } from 'react'
import { RouteErrorPage } from '@/components/layout/route-error-page'
import { ErrorBoundary } from '@/components/ui/error-boundary'

/**
 * The app's outermost boundary, above the router and the providers (the browser and the server
 * render the same tree): whatever throws beneath it, in rendering or in an effect, the visitor
 * gets the error page with a way on, never an empty page. Its fallback needs no router.
 */
export function AppBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>{children}</ErrorBoundary>
  )
}
