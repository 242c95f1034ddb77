import { chiefPatronPageQuery } from '@/content/queries'
import { RichText } from '@/components/ui/rich-text'
import { useContent } from '@/content/use-content'
import { SanityImage } from '@/components/ui/sanity-image'
import { ContentFallback } from '@/components/ui/content-state'
import styles from './pages.module.css'

/** /leadership/chief-patreon: hero with the patron's title, then the welcome address. */
export function ChiefPatronPage() {
  const { data: patron, isLoading, error } = useContent(chiefPatronPageQuery)
  if (!patron) {
    return (
      <div className={styles.hero}>
        <ContentFallback isLoading={isLoading} error={error} />
      </div>
    )
  }
  return (
    <article>
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          {patron.photo ? (
            <SanityImage image={patron.photo} sizes="120px" className={styles.portrait} />
          ) : null}
          <div>
            <h1>{patron.title}</h1>
            <p className={styles.subtitle}>{patron.name}</p>
          </div>
        </div>
      </header>
      <div className={`container ${styles.prose}`}>
        <RichText value={patron.welcomeAddress} />
      </div>
    </article>
  )
}
