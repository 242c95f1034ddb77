import { editAttr } from '@/content/edit-target'
import type { chiefPatronPageQuery } from './queries'
import { RichText } from '@/components/ui/rich-text'
import type { ContentResult } from '@/content/route-content'
import { Portrait } from '@/components/ui/portrait'
import { useAfterEvent } from '@/lib/use-after-event'
import { ArticlePage } from './article-page'
import styles from './pages.module.css'
import { SampleText } from '@/components/ui/sample-text'

/**
 * /leadership/chief-patreon: hero with the patron's title, then the welcome address (its
 * after-event version, when there is one, once the conference is over).
 */
export function ChiefPatronPage({ page }: { page: ContentResult<typeof chiefPatronPageQuery> }) {
  const { data: patron, isLoading, error } = page
  const after = useAfterEvent(patron?.conferenceDates)
  const afterText = after && !!patron?.welcomeAddressAfterEvent?.length
  const address = afterText ? patron?.welcomeAddressAfterEvent : patron?.welcomeAddress
  return (
    <ArticlePage
      found={!!patron}
      isLoading={isLoading}
      error={error}
      header={
        patron && (
          <div className={`container ${styles.heroInner}`}>
            <Portrait
              image={patron.photo}
              sizes="120px"
              className={styles.portrait}
              edit={editAttr(patron, 'photo')}
            />
            <div>
              <h1 {...editAttr(patron, 'title')}>{patron.title}</h1>
              <p className={styles.subtitle} {...editAttr(patron, 'name')}>
                <SampleText text={patron.name} />
              </p>
            </div>
          </div>
        )
      }
    >
      <RichText
        value={address}
        edit={editAttr(patron, afterText ? 'welcomeAddressAfterEvent' : 'welcomeAddress')}
      />
    </ArticlePage>
  )
}
