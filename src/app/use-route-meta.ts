import { useEffect, useRef } from 'react'
import { useLocation, useMatches } from 'react-router-dom'
import { documentTitle, type RouteHandle } from './route-handle'

function currentHandle(matches: ReturnType<typeof useMatches>): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined
    if (handle?.title) return handle
  }
  return undefined
}

/**
 * Moves focus to the page's main heading once it is on screen. Content may arrive later, and a
 * loading state's heading may be replaced by the page's own: while focus has not gone anywhere
 * else (it fell back to <body>), it follows to the new heading. Gives up after 5 s.
 */
function focusMainHeading(): () => void {
  let focused: HTMLElement | null = null
  const tryFocus = () => {
    if (focused?.isConnected) return
    // Focus moved on by the user (or the page) since: leave it alone.
    if (focused && document.activeElement && document.activeElement !== document.body) return stop()
    const heading = document.querySelector<HTMLElement>('main h1')
    if (!heading) return
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
    focused = heading
  }
  const observer = new MutationObserver(tryFocus)
  const timer = setTimeout(() => stop(), 5000)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  tryFocus()
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}

const SOCIETY_DESCRIPTION =
  "University of Ghana students' chapter of the African Materials Research Society, host of IUMRS-ICAM 2025 in Accra."
const CONFERENCE_DESCRIPTION =
  'IUMRS-ICAM 2025, the 19th International Conference on Advanced Materials, Accra, Ghana, 9-12 December 2025.'

/** A page without its own description gets its site's, never the previous page's. */
function defaultDescription(handle: RouteHandle | undefined): string {
  return handle?.section === 'conference' ? CONFERENCE_DESCRIPTION : SOCIETY_DESCRIPTION
}

/** Document title and description per route; focus to the main heading after navigation. */
export function useRouteMeta(): void {
  const matches = useMatches()
  const location = useLocation()
  const handle = currentHandle(matches)
  const firstRender = useRef(true)

  useEffect(() => {
    document.title = documentTitle(handle)
    const meta = document.querySelector('meta[name="description"]')
    if (meta) meta.setAttribute('content', handle?.description ?? defaultDescription(handle))
  }, [handle])

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    return focusMainHeading()
  }, [location.pathname])
}
