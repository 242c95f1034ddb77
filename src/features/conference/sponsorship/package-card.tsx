import type { SponsorshipPageQueryResult } from '@/content/sanity.types'
import styles from './sponsorship-page.module.css'

type Package = SponsorshipPageQueryResult['packages'][number]

/** One sponsorship package: tier, price and benefits. */
export function PackageCard({ pkg, index }: { pkg: Package; index: number }) {
  const headingId = `package-${pkg._id}`
  return (
    <li className={styles.card} data-tier={index}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.tier}>
          {pkg.title}
        </h3>
        <p className={styles.price}>{pkg.displayPrice}</p>
        <ul className={styles.benefits}>
          {pkg.benefits?.map((benefit) => (
            <li key={benefit}>
              <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
                <path
                  d="m3 8.5 3 3 7-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {benefit}
            </li>
          ))}
        </ul>
        {pkg.note && <p className={styles.note}>{pkg.note}</p>}
      </article>
    </li>
  )
}
