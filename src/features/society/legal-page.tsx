import type { PortableTextProps } from '@portabletext/react'
import { RichText } from '@/components/ui/rich-text'
import { ContentFallback } from '@/components/ui/content-state'
import { formatLongDate } from '@/lib/date-format'
import styles from './pages.module.css'

export interface LegalDocument {
  title: string | null
  lastUpdated: string | null
  body: PortableTextProps['value'] | null
}

/** A legal text from the CMS (terms of use, privacy policy): title, "last updated", rich text. */
export function LegalPage({
  document,
  fallbackTitle,
  isLoading,
  error,
}: {
  document: LegalDocument | null | undefined
  fallbackTitle: string
  isLoading: boolean
  error: unknown
}) {
  if (!document) {
    return (
      <div className={styles.hero}>
        <ContentFallback isLoading={isLoading} error={error} />
      </div>
    )
  }
  return (
    <article>
      <header className={styles.hero}>
        <div className="container">
          <h1>{document.title ?? fallbackTitle}</h1>
          {document.lastUpdated ? (
            <p className={styles.subtitle}>
              Last updated{' '}
              <time dateTime={document.lastUpdated}>
                {formatLongDate(document.lastUpdated) || document.lastUpdated}
              </time>
            </p>
          ) : null}
        </div>
      </header>
      <div className={`container ${styles.prose}`}>
        <RichText value={document.body} />
      </div>
    </article>
  )
}
