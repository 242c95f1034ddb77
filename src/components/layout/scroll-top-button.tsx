import { useSyncExternalStore } from 'react'
import { REDUCED_MOTION } from '@/components/ui/use-media-query'
import { LineIcon } from '@/components/ui/line-icon'
import styles from './scroll-top-button.module.css'

export interface ScrollMetrics {
  scrollY: number
  viewportWidth: number
  viewportHeight: number
}

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  window.addEventListener('resize', onChange)
  return () => {
    window.removeEventListener('scroll', onChange)
    window.removeEventListener('resize', onChange)
  }
}

/**
 * "Back to top": shown while `isVisible` says so (each site has its own rule), scrolls smoothly
 * to the top (instantly with reduced motion) and moves focus to the page's main heading.
 */
export function ScrollTopButton({
  isVisible,
  tone,
}: {
  isVisible: (m: ScrollMetrics) => boolean
  tone: 'society' | 'conference'
}) {
  const visible = useSyncExternalStore(
    subscribe,
    () =>
      isVisible({
        scrollY: window.scrollY,
        viewportWidth: window.innerWidth,
        viewportHeight: window.innerHeight,
      }),
    () => false,
  )
  if (!visible) return null
  const toTop = () => {
    const smooth = !window.matchMedia?.(REDUCED_MOTION).matches
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
    const target = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main')
    if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target?.focus({ preventScroll: true })
  }
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[tone]}`}
      onClick={toTop}
      aria-label="Back to top"
    >
      <LineIcon d="M12 19V5m-6 6 6-6 6 6" size={22} strokeWidth={2.4} />
    </button>
  )
}
