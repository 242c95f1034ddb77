import styles from './burger-icon.module.css'

/** The menu button's icon (both sites): a cross while the button is `aria-expanded`. */
export function BurgerIcon() {
  return <span className={styles.burger} aria-hidden="true" />
}
