import { editAttr } from '@/content/edit-target'
import { PlaceholderPage } from '@/components/layout/placeholder-page'
import { ContentState } from '@/components/ui/content-state'
import { NewTabLink } from '@/components/ui/new-tab-link'
import { SanityImage } from '@/components/ui/sanity-image'
import type { exhibitorsQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { PageHero } from '@/features/conference/components/page-hero'
import { usePagePhase } from '@/features/conference/components/use-after-event'
import styles from './exhibitors-page.module.css'
import { SampleText } from '@/components/ui/sample-text'

/**
 * /iumrs-icam25/exhibitors: each exhibitor's logo, name, booth, sponsorship package, short
 * description and website (new tab); the placeholder while there is none. A booth not yet
 * assigned says so before the event; once it runs, a missing booth is simply not listed.
 */
export function ExhibitorsPage({ page }: { page: ContentResult<typeof exhibitorsQuery> }) {
  const { data, isLoading, error } = page
  const phase = usePagePhase()
  const before = phase !== 'during' && phase !== 'after'
  if (data && data.length === 0) return <PlaceholderPage />
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!data}>
      <PageHero title="Exhibitors" eyebrow="Sponsors and exhibitors">
        <p>{data?.length} exhibitors</p>
      </PageHero>
      <div className={`container ${styles.body}`}>
        <ul className={styles.list} aria-label="Exhibitors">
          {data?.map((exhibitor) => (
            <li key={exhibitor._id} className={styles.card}>
              <div className={styles.logo}>
                <SanityImage
                  image={exhibitor.logo}
                  sizes="160px"
                  edit={editAttr(exhibitor, 'logo')}
                />
              </div>
              <h2 className={styles.name} {...editAttr(exhibitor, 'name')}>
                <SampleText text={exhibitor.name} />
              </h2>
              <dl className={styles.facts}>
                {(exhibitor.booth || before) && (
                  <div>
                    <dt>Booth</dt>
                    <dd {...editAttr(exhibitor, 'booth')}>{exhibitor.booth ?? 'To be assigned'}</dd>
                  </div>
                )}
                {exhibitor.sponsorshipPackage && (
                  <div>
                    <dt>Sponsor</dt>
                    <dd {...editAttr(exhibitor, 'sponsorshipPackage')}>
                      {exhibitor.sponsorshipPackage}
                    </dd>
                  </div>
                )}
              </dl>
              <p className={styles.description} {...editAttr(exhibitor, 'description')}>
                {exhibitor.description}
              </p>
              {exhibitor.website && (
                <p className={styles.website}>
                  <NewTabLink href={exhibitor.website} {...editAttr(exhibitor, 'website')}>
                    Website<span className="visually-hidden"> of {exhibitor.name}</span>
                  </NewTabLink>
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </ContentState>
  )
}
