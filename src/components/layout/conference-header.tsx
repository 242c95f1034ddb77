import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { ConferenceLayoutQueryResult } from '@/content/sanity.types'
import { ConferenceNav } from './conference-nav'
import styles from './conference-header.module.css'

/** Sticky conference header: the conference name (home link) and the navigation. */
export function ConferenceHeader({ data }: { data: ConferenceLayoutQueryResult | undefined }) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link to={paths.conference.home} className={styles.brand} {...editAttr(data, 'name')}>
          <span className={styles.mark} aria-hidden="true" />
          <span className={styles.name}>{data?.name ?? 'IUMRS-ICAM'}</span>
        </Link>
        <ConferenceNav
          links={{ societyBackgroundUrl: data?.societyBackgroundUrl, tourismUrl: data?.tourismUrl }}
        />
      </div>
    </header>
  )
}
