import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { CardGrid } from '@/components/ui/card-grid'
import { paths } from '@amrs/shared/paths'
import type { sponsorshipPageQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { useConferenceAfterEvent } from '@/features/conference/components/use-after-event'
import { Paragraphs } from '@/features/conference/components/paragraphs'
import { PackageCard } from './package-card'
import styles from './sponsorship-page.module.css'

/**
 * /iumrs-icam25/sponsorships: intro, package cards, shared inclusions, contact. After the
 * conference: its after-event intro, and thanks to the sponsors instead of "Become a sponsor".
 */
export function SponsorshipPage({
  page: answer,
  contactEmail,
}: {
  page: ContentResult<typeof sponsorshipPageQuery>
  contactEmail?: string | null
}) {
  const { data, isLoading, error } = answer
  const page = data?.page
  const after = useConferenceAfterEvent()
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!page}>
      <PageHero
        title={page?.title}
        eyebrow="Sponsors and exhibitors"
        edit={{ title: editAttr(page, 'title') }}
      >
        <Paragraphs
          text={(after && page?.introAfterEvent) || page?.intro}
          edit={editAttr(page, after && page?.introAfterEvent ? 'introAfterEvent' : 'intro')}
        />
      </PageHero>
      <div className={`container ${styles.body}`}>
        <section aria-labelledby="packages">
          <h2 id="packages">Packages</h2>
          <CardGrid className={styles.grid}>
            {data?.packages.map((pkg, i) => (
              <PackageCard key={pkg._id} pkg={pkg} index={i} />
            ))}
          </CardGrid>
        </section>

        <section aria-labelledby="inclusions" className={styles.inclusions}>
          <h2 id="inclusions">Every package includes</h2>
          <ul {...editAttr(page, 'sharedInclusions')}>
            {page?.sharedInclusions?.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {!!page?.goldAndAboveInclusions?.length && (
            <>
              <h3>Gold and above also get</h3>
              <ul {...editAttr(page, 'goldAndAboveInclusions')}>
                {page.goldAndAboveInclusions.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </>
          )}
          {page?.exhibitorNote && (
            <p className={styles.exhibitor} {...editAttr(page, 'exhibitorNote')}>
              {page.exhibitorNote}
            </p>
          )}
          {!!data?.exhibitorCount && (
            <p className={styles.exhibitorsLink}>
              <Link to={paths.conference.exhibitors}>See the exhibitors</Link>
            </p>
          )}
        </section>

        {after ? (
          <section aria-labelledby="sponsor-thanks" className={styles.cta}>
            <h2 id="sponsor-thanks">Thank you to our sponsors</h2>
            <Paragraphs text={page?.thanksAfterEvent} edit={editAttr(page, 'thanksAfterEvent')} />
          </section>
        ) : (
          contactEmail && (
            <section aria-labelledby="become-sponsor" className={styles.cta}>
              <h2 id="become-sponsor">Become a sponsor</h2>
              <a
                className="button button--accent"
                href={`mailto:${contactEmail}?subject=${encodeURIComponent('Sponsorship enquiry')}`}
              >
                Contact the secretariat
              </a>
            </section>
          )
        )}
      </div>
    </ContentState>
  )
}
