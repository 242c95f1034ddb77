import { useEffect } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { buildSearchUrl } from '@/features/conference/search-url'
import styles from './search-redirect.module.css'

/** Sends the browser to a search engine's results for `terms` (google, bing or duckduckgo). */
export function SearchRedirect({
  engine,
  terms,
}: {
  engine: string | null | undefined
  terms: string
}) {
  const url = buildSearchUrl(engine, terms)
  useEffect(() => {
    window.location.replace(url)
  }, [url])
  return (
    <div role="status" className={styles.status}>
      <Spinner />
      <p>Redirecting to search results...</p>
      <p className={styles.manual}>
        Nothing happening? <a href={url}>Open the search results for “{terms}”</a>.
      </p>
    </div>
  )
}
