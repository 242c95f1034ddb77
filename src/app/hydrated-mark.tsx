import { useEffect } from 'react'
import { replayEarlyEvents } from './early-events'

/**
 * Marks the document once React has taken over the page's HTML (browser tests wait for it), and
 * replays what the visitor did before that (early-events.ts). It sits inside the page's Suspense
 * boundary, after the page: React hydrates that boundary after the shell, and this effect runs
 * only once the page itself has hydrated. Rendered on the server too, so the component tree, and
 * with it every `useId`, is the same on both sides.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
    replayEarlyEvents()
  }, [])
  return null
}
