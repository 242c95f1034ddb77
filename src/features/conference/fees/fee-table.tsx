import type { RegistrationFeePageQueryResult } from '../../../content/sanity.types'
import { formatMoney } from '../money'
import styles from './fee-table.module.css'

type Period = RegistrationFeePageQueryResult['periods'][number]

const categories = [
  { key: 'student', label: 'Student' },
  { key: 'academia', label: 'Academia' },
  { key: 'industry', label: 'Industry' },
] as const

/** The fee table: periods (rows) × delegate categories (columns); scrolls sideways if narrow. */
export function FeeTable({ periods, currency }: { periods: Period[]; currency: string | null }) {
  const caption = `Registration fees (${currency ?? 'USD'}) by registration period and delegate category`
  return (
    <div className={styles.scroller} role="region" aria-label="Registration fee table" tabIndex={0}>
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
          {periods.map((period) => (
            <tr key={period._id}>
              <th scope="row">
                <span className={styles.period}>{period.title}</span>
                {period.periodLabel && <span className={styles.dates}>{period.periodLabel}</span>}
              </th>
              {categories.map((c) => (
                <td key={c.key}>{formatMoney(period[c.key], currency)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
