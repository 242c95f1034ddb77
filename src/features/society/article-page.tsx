import type { ReactNode } from 'react'
import { ContentFallback } from '@/components/ui/content-state'
import styles from './pages.module.css'

/**
 * A society text page (chief patron, terms, privacy): a hero band with the page's heading, then
 * the text. Until the document is there, the band holds the loading or error state.
 */
export function ArticlePage({
  found,
  isLoading,
  error,
  header,
  children,
}: {
  found: boolean
  isLoading: boolean
  error: unknown
  /** The band's content, the page's <h1> among it. */
  header: ReactNode
  children: ReactNode
}) {
  if (!found) {
    return (
      <div className={styles.hero}>
        <ContentFallback isLoading={isLoading} error={error} />
      </div>
    )
  }
  return (
    <article>
      <header className={styles.hero}>{header}</header>
      <div className={`container ${styles.prose}`}>{children}</div>
    </article>
  )
}
