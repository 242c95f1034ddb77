import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { PAGE_DATA_ID, readPageData } from './page-data'
import { loadedModule } from './route-modules'
import { useCurrentRoute } from './use-current-route'

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

/**
 * The document's first page arrived with its head (server-rendered) and with focus where the
 * browser put it; later navigations set both. Kept for the document, not the component: after
 * an error the effects' component starts again (root-layout.tsx) and must not take the next
 * page for the first.
 */
const firstPage = { head: null as boolean | null, focus: true }

const arrivedWithHead = () =>
  !!document.getElementById(PAGE_DATA_ID) && readPageData()?.source !== 'offline'

/** Document head per route; focus to the main heading after navigation. */
export function useRouteMeta(): void {
  const route = useCurrentRoute()
  const location = useLocation()

  useEffect(() => {
    if (!route) return
    firstPage.head ??= arrivedWithHead()
    if (firstPage.head) {
      firstPage.head = false
      return
    }
    let cancelled = false
    void import('./head/apply-head').then(({ applyHead }) => {
      if (!cancelled) applyHead(route, location.pathname, !!loadedModule(route.module)?.head)
    })
    return () => {
      cancelled = true
    }
  }, [route, location.pathname])

  useEffect(() => {
    if (firstPage.focus) {
      firstPage.focus = false
      return
    }
    const stopFocusing = focusMainHeading()
    return stopFocusing
  }, [location.pathname])
}
