import { chiefPatronPageQuery } from '@/content/queries'
import { RichText } from '@/components/ui/rich-text'
import { useContent } from '@/content/use-content'
import { SanityImage } from '@/components/ui/sanity-image'
import { ArticlePage } from './article-page'
import styles from './pages.module.css'

/** /leadership/chief-patreon: hero with the patron's title, then the welcome address. */
export function ChiefPatronPage() {
  const { data: patron, isLoading, error } = useContent(chiefPatronPageQuery)
  return (
    <ArticlePage
      found={!!patron}
      isLoading={isLoading}
      error={error}
      header={
        patron && (
          <div className={`container ${styles.heroInner}`}>
            {patron.photo ? (
              <SanityImage image={patron.photo} sizes="120px" className={styles.portrait} />
            ) : null}
            <div>
              <h1>{patron.title}</h1>
              <p className={styles.subtitle}>{patron.name}</p>
            </div>
          </div>
        )
      }
    >
      <RichText value={patron?.welcomeAddress} />
    </ArticlePage>
  )
}
