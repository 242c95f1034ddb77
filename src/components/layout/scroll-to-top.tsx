import { DeferredScrollTopButton as ScrollTopButton } from './deferred-scroll-top-button'
import { showScrollToTop } from './scroll-to-top.threshold'

/** Conference pages: appears past 50 px of scroll on narrow screens, 95 px on wide ones. */
export function ScrollToTop() {
  return (
    <ScrollTopButton
      tone="conference"
      isVisible={(m) => showScrollToTop(m.scrollY, m.viewportWidth)}
    />
  )
}
