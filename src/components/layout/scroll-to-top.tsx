import { useSyncExternalStore } from 'react'
import { REDUCED_MOTION } from '../ui/use-media-query'
import { showScrollToTop } from './scroll-to-top.threshold'
import styles from './scroll-to-top.module.css'

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('resize', onChange)
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('resize', onChange)
  }
}
const snapshot = () => showScrollToTop(window.scrollY, window.innerWidth)

/** "Back to top": appears past 50 px (narrow) or 95 px (wide) of scroll; returns focus to the top. */
export function ScrollToTop() {
  const visible = useSyncExternalStore(subscribe, snapshot, () => false)
  if (!visible) return null
  const toTop = () => {
    const smooth = !window.matchMedia?.(REDUCED_MOTION).matches
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
    const heading = document.querySelector<HTMLElement>('main h1')
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    }
  }
  return (
    <button type="button" className={styles.button} onClick={toTop}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
        <path d="M12 19V5m-6 6 6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">Back to top</span>
    </button>
  )
}
