import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { CardGrid } from '@/components/ui/card-grid'
import { paths } from '@amrs/shared/paths'
import type { sponsorshipPageQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { usePagePhase } from '@/features/conference/components/use-after-event'
import { useConferenceLayout } from '@/content/layout-queries'
import { useNow } from '@/lib/clock'
import { formatLongDate } from '@/lib/date-format'
import { deadlineState } from '@/lib/deadline-state'
import { Paragraphs } from '@/features/conference/components/paragraphs'
import { PackageCard } from './package-card'
import styles from './sponsorship-page.module.css'

/**
 * /iumrs-icam25/sponsorships: intro, package cards, shared inclusions, contact. "Become a
 * sponsor" stands until the exhibition and sponsorship deadline; from the day after it, the
 * page says sponsorship has closed (its intro written for then, when there is one); after the
 * conference, its after-event intro and thanks to the sponsors.
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
  const phase = usePagePhase()
  const after = phase === 'after'
  const timeZone = useConferenceLayout().data?.timeZone ?? 'UTC'
  const now = useNow()
  const deadline = data?.deadline?.date
  const closed = after || deadlineState(deadline, now, timeZone)?.status === 'passed'
  // The intro for the moment: after the event, once sponsorship has closed, or the intro.
  const intro =
    after && page?.introAfterEvent
      ? { text: page.introAfterEvent, field: 'introAfterEvent' }
      : closed && page?.introAfterDeadline
        ? { text: page.introAfterDeadline, field: 'introAfterDeadline' }
        : { text: page?.intro, field: 'intro' }
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!page}>
      <PageHero
        title={page?.title}
        eyebrow="Sponsors and exhibitors"
        edit={{ title: editAttr(page, 'title') }}
      >
        <Paragraphs text={intro.text} edit={editAttr(page, intro.field)} />
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
        ) : closed ? (
          <section aria-labelledby="sponsorship-closed" className={styles.cta}>
            <h2 id="sponsorship-closed">Sponsorship has closed</h2>
            <p>Packages could be booked until {formatLongDate(deadline)}.</p>
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
