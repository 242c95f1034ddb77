import styles from './spinner.module.css'

/** A turning ring beside a status text (the text says what happens; the ring is decoration). */
export function Spinner({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span className={`${styles.spinner} ${size === 'lg' ? styles.lg : ''}`} aria-hidden="true" />
  )
}
