import { termsPageQuery } from '../../content/queries'
import { RichText } from '../../content/portable-text'
import { useContent } from '../../content/use-content'
import { ContentFallback } from '../../components/ui/content-state'
import styles from './pages.module.css'

/** "Last updated 25 February 2025": the CMS date (YYYY-MM-DD) as day month year, in UTC. */
export function formatLastUpdated(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return date
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed)
}

/** /legal/terms-of-use */
export function TermsPage() {
  const { data: terms, isLoading, error } = useContent(termsPageQuery)
  if (!terms) {
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
          <h1>{terms.title ?? 'Terms and Conditions'}</h1>
          {terms.lastUpdated ? (
            <p className={styles.subtitle}>
              Last updated{' '}
              <time dateTime={terms.lastUpdated}>{formatLastUpdated(terms.lastUpdated)}</time>
            </p>
          ) : null}
        </div>
      </header>
      <div className={`container ${styles.prose}`}>
        <RichText value={terms.body} />
      </div>
    </article>
  )
}
