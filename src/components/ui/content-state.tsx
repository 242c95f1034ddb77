import type { ReactNode } from 'react'
import { usePageTitle } from '@/lib/page-title'
import { Loading } from './loading'
import styles from './content-state.module.css'

/**
 * What a content page shows before or instead of its content: loading, failed, or no document
 * yet. It carries the route's title as the page's <h1>, so the router shell always has a heading
 * to focus, and a page whose content cannot be read says so instead of loading forever.
 */
export function ContentFallback({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  const title = usePageTitle()
  return (
    <div className={`container ${styles.state}`}>
      <h1>{title}</h1>
      {isLoading ? (
        <Loading />
      ) : error ? (
        <p role="alert">This page could not be loaded. Please try again later.</p>
      ) : (
        <p>This page has no content yet.</p>
      )}
    </div>
  )
}

/** The page's content once it has data, the fallback until then. Shared by both sites. */
export function ContentState({
  isLoading,
  error,
  hasData,
  children,
}: {
  isLoading: boolean
  error: unknown
  hasData: boolean
  children: ReactNode
}) {
  return hasData ? <>{children}</> : <ContentFallback isLoading={isLoading} error={error} />
}
