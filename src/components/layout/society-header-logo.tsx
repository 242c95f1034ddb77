import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import styles from './society-header.module.css'

/** The society logo linking home (used by both headers). */
export function SocietyLogo({
  name,
  onNavigate,
}: {
  name?: string | null
  onNavigate?: () => void
}) {
  return (
    <Link
      to={paths.home}
      className={styles.logo}
      aria-label={`${name ?? 'AMRS-UG'} home`}
      onClick={onNavigate}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width="40"
        height="40"
        viewBox="0 0 40 40"
        className={styles.mark}
      >
        <circle cx="20" cy="20" r="19" fill="#12355b" stroke="#f2b134" strokeWidth="2" />
        <path d="M20 8 30 14v12l-10 6-10-6V14z" fill="none" stroke="#f2b134" strokeWidth="2" />
        <path d="M20 8v24M10 14l20 12M30 14 10 26" stroke="#fff" strokeWidth="1.2" opacity=".7" />
      </svg>
      <span className={styles.wordmark}>{name ?? 'AMRS-UG'}</span>
    </Link>
  )
}
