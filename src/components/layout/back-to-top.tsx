import { useEffect, useState } from 'react'
import { REDUCED_MOTION } from '../ui/use-media-query'
import { shouldShowBackToTop } from './back-to-top.rules'
import styles from './back-to-top.module.css'

/** Appears once scrolled beyond 95% of the viewport height; scrolls smoothly to the top. */
export function BackToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() =>
        setVisible(shouldShowBackToTop(window.scrollY, window.innerHeight)),
      )
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])
  if (!visible) return null
  const toTop = () => {
    const reduced = window.matchMedia?.(REDUCED_MOTION).matches
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })
    // The button disappears at the top: move focus to the start of the page content.
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  return (
    <button type="button" className={styles.button} onClick={toTop} aria-label="Back to top">
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path
          d="M10 16V4M4 10l6-6 6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
