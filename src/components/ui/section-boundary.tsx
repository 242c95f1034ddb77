import type { ReactNode } from 'react'
import { ErrorBoundary } from './error-boundary'
import styles from './section-boundary.module.css'

/**
 * One content section of a page: if it throws while rendering, a short note stands in its place
 * and the rest of the page stays. Adds no markup while the section renders.
 */
export function SectionBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <div className={`container ${styles.failed}`} role="status">
          This section could not be shown.
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  )
}
