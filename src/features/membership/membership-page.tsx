import type { ReactNode } from 'react'
import styles from './membership.module.css'

/** Backdrop of the membership screens (login, signup steps). */
export function MembershipPage({ children }: { children: ReactNode }) {
  return <div className={styles.page}>{children}</div>
}
