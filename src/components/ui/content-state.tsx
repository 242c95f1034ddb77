import type { ReactNode } from 'react'
import { useMatches } from 'react-router-dom'
import { documentTitle, type RouteHandle } from '../../app/route-handle'
import { Loading } from './loading'
import styles from './content-state.module.css'

/**
 * Loading / error / missing-document states of a content page, shared by both sites. They carry
 * the route's title as the page's <h1>, so the router shell always has a heading to focus, and a
 * page whose content cannot be read says so instead of loading forever or showing nothing.
 */
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
  const matches = useMatches()
  if (hasData) return <>{children}</>
  const handle = matches.at(-1)?.handle as RouteHandle | undefined
  const title = handle?.title ?? documentTitle(handle)
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
