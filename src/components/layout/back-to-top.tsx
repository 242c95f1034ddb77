import { shouldShowBackToTop } from './back-to-top.rules'
import { DeferredScrollTopButton as ScrollTopButton } from './deferred-scroll-top-button'

/** Society pages: appears once scrolled beyond 95% of the viewport height. */
export function BackToTop() {
  return (
    <ScrollTopButton
      tone="society"
      isVisible={(m) => shouldShowBackToTop(m.scrollY, m.viewportHeight)}
    />
  )
}
