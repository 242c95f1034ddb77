import type { ReactNode } from 'react'
import styles from './page-hero.module.css'

/** The purple band at the top of an information page: eyebrow, the page's one <h1>, intro. */
export function PageHero({
  title,
  eyebrow,
  children,
}: {
  title: ReactNode
  eyebrow?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className={styles.hero}>
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.intro}>{children}</div>}
      </div>
    </div>
  )
}
