import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { registrationFeePageQuery } from './queries'
import type { ContentResult } from '@/content/route-content'
import { useNow } from '@/lib/clock'
import { registrationWindowState } from '@amrs/shared/registration-window'
import { ContentState } from '@/components/ui/content-state'
import { PageHero } from '@/features/conference/components/page-hero'
import { Paragraphs } from '@/features/conference/components/paragraphs'
import { formatLongDate } from '@/lib/date-format'
import { formatMoney } from '@/lib/money'
import { FeeTable } from './fee-table'
import styles from './registration-fee-page.module.css'

/** /iumrs-icam25/registration-fee: explanatory text, fee table, extra fees and fee rules. */
export function RegistrationFeePage({
  page: answer,
}: {
  page: ContentResult<typeof registrationFeePageQuery>
}) {
  const { data, isLoading, error } = answer
  const page = data?.page
  const now = useNow()
  const registration = data?.registration
  const registrationOpen = registrationWindowState(registration?.registrationWindow, now).open
  return (
    <ContentState isLoading={isLoading} error={error} hasData={!!page}>
      <PageHero
        title={page?.title}
        eyebrow="Registration"
        edit={{ title: editAttr(page, 'title') }}
      >
        <Paragraphs text={page?.intro} edit={editAttr(page, 'intro')} />
      </PageHero>
      <div className={`container ${styles.body}`}>
        <FeeTable
          periods={data?.periods ?? []}
          currency={page?.currency ?? null}
          timeZone={registration?.timeZone ?? 'UTC'}
        />

        <section aria-labelledby="extra-fees" className={styles.section}>
          <h2 id="extra-fees">Optional extras</h2>
          <ul className={styles.extras}>
            {data?.extraFees.map((fee) => (
              <li key={fee._id} className={styles.extra}>
                <span className={styles.extraTitle} {...editAttr(fee, 'title')}>
                  {fee.title}
                </span>
                <span className={styles.amount} {...editAttr(fee, 'amount')}>
                  {formatMoney(fee.amount, page?.currency)}
                </span>
                {fee.date && (
                  <time dateTime={fee.date} {...editAttr(fee, 'date')}>
                    {formatLongDate(fee.date)}
                  </time>
                )}
                {fee.description && <p {...editAttr(fee, 'description')}>{fee.description}</p>}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="fee-rules" className={styles.section}>
          <h2 id="fee-rules">Good to know</h2>
          <ul className={styles.rules} {...editAttr(page, 'feeRules')}>
            {page?.feeRules?.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>

        <p className={styles.cta}>
          {registrationOpen && (
            <Link to={paths.conference.registration} className="button">
              Register now
            </Link>
          )}
          <Link to={paths.conference.payment} className="button button--secondary">
            Make or verify a payment
          </Link>
        </p>
      </div>
    </ContentState>
  )
}
