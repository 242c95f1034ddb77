import type { ReactNode } from 'react'
import styles from './banner.module.css'

/** An error or success message above a form. Errors use role="alert" so they are announced. */
export function Banner({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info'
  children: ReactNode
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.banner} ${styles[tone]}`}
    >
      {children}
    </div>
  )
}
