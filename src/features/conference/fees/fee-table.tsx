import { editAttr } from '@/content/edit-target'
import type { RegistrationFeePageQueryResult } from '@/content/sanity.types'
import { useNow } from '@/lib/clock'
import { feePeriodStatus, type FeePeriodStatus } from '@/lib/fee-period'
import { formatMoney } from '@/lib/money'
import styles from './fee-table.module.css'

type Period = RegistrationFeePageQueryResult['periods'][number]

const categories = [
  { key: 'student', label: 'Student' },
  { key: 'academia', label: 'Academia' },
  { key: 'industry', label: 'Industry' },
] as const

/** The row's state in words; upcoming periods need none. */
const stateWords: Partial<Record<FeePeriodStatus, string>> = {
  current: 'Applies today',
  past: 'Past',
}

interface Props {
  periods: Period[]
  currency: string | null
  /** The conference's time zone: the periods' dates are days there. */
  timeZone: string
}

/**
 * The fee table: periods (rows) × delegate categories (columns); scrolls sideways if narrow.
 * The period that applies today is marked, and the ones before it say "Past".
 */
export function FeeTable({ periods, currency, timeZone }: Props) {
  const now = useNow()
  const caption = `Registration fees (${currency ?? 'USD'}) by registration period and delegate category`
  return (
    <section className={styles.scroller} aria-label="Registration fee table" tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {categories.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => {
            const status = feePeriodStatus(period, now, timeZone)
            const words = status ? stateWords[status] : undefined
            return (
              <tr key={period._id} data-status={status ?? undefined}>
                <th scope="row">
                  <span className={styles.period} {...editAttr(period, 'title')}>
                    {period.title}
                  </span>
                  {period.periodLabel && (
                    <span className={styles.dates} {...editAttr(period, 'periodLabel')}>
                      {period.periodLabel}
                    </span>
                  )}
                  {words && <span className={styles.state}>{words}</span>}
                </th>
                {categories.map((c) => (
                  <td key={c.key} {...editAttr(period, c.key)}>
                    {formatMoney(period[c.key], currency)}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
