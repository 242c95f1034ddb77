import { editAttr } from '@/content/edit-target'
import type { SponsorshipPageQueryResult } from '@/content/sanity.types'
import { LineIcon } from '@/components/ui/line-icon'
import styles from './sponsorship-page.module.css'

type Package = SponsorshipPageQueryResult['packages'][number]

/** One sponsorship package: tier, price and benefits. */
export function PackageCard({ pkg, index }: { pkg: Package; index: number }) {
  const headingId = `package-${pkg._id}`
  return (
    <li className={styles.card} data-tier={index}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.tier} {...editAttr(pkg, 'title')}>
          {pkg.title}
        </h3>
        <p className={styles.price} {...editAttr(pkg, 'displayPrice')}>
          {pkg.displayPrice}
        </p>
        <ul className={styles.benefits} {...editAttr(pkg, 'benefits')}>
          {pkg.benefits?.map((benefit) => (
            <li key={benefit}>
              <LineIcon d="m3 8.5 3 3 7-7" size={16} viewBox={16} strokeWidth={2} />
              {benefit}
            </li>
          ))}
        </ul>
        {pkg.note && (
          <p className={styles.note} {...editAttr(pkg, 'note')}>
            {pkg.note}
          </p>
        )}
      </article>
    </li>
  )
}
