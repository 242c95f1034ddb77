import { lazy, Suspense } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import type { ScrollMetrics } from './scroll-top-button'

const ScrollTopButton = lazy(() =>
  import('./scroll-top-button').then((m) => ({ default: m.ScrollTopButton })),
)

/**
 * The "back to top" button only shows after scrolling, so its code loads after the page is
 * interactive (not on the first route) and the server renders nothing for it.
 */
export function DeferredScrollTopButton(props: {
  isVisible: (m: ScrollMetrics) => boolean
  tone: 'society' | 'conference'
}) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <ScrollTopButton {...props} />
    </Suspense>
  )
}
