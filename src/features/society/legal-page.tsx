import { editAttr } from '@/content/edit-target'
import type { PortableTextProps } from '@portabletext/react'
import { RichText } from '@/components/ui/rich-text'
import { formatLongDate } from '@/lib/date-format'
import { ArticlePage } from './article-page'
import styles from './pages.module.css'

export interface LegalDocument {
  _id?: string
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
  return (
    <ArticlePage
      found={!!document}
      isLoading={isLoading}
      error={error}
      header={
        document && (
          <div className="container">
            <h1 {...editAttr(document, 'title')}>{document.title ?? fallbackTitle}</h1>
            {document.lastUpdated ? (
              <p className={styles.subtitle} {...editAttr(document, 'lastUpdated')}>
                Last updated{' '}
                <time dateTime={document.lastUpdated}>
                  {formatLongDate(document.lastUpdated) || document.lastUpdated}
                </time>
              </p>
            ) : null}
          </div>
        )
      }
    >
      <RichText value={document?.body} edit={editAttr(document, 'body')} />
    </ArticlePage>
  )
}
