import { shouldShowBackToTop } from './back-to-top.rules'
import { ScrollTopButton } from './scroll-top-button'

/** Society pages: appears once scrolled beyond 95% of the viewport height. */
export function BackToTop() {
  return (
    <ScrollTopButton
      tone="society"
      isVisible={(m) => shouldShowBackToTop(m.scrollY, m.viewportHeight)}
    />
  )
}
