import { useEffect, useRef } from 'react'
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

/** Document head per route; focus to the main heading after navigation. */
export function useRouteMeta(): void {
  const route = useCurrentRoute()
  const location = useLocation()
  const firstRender = useRef(true)

  // A server-rendered page arrives with its head; later navigations load the head code.
  const serverHead = useRef(
    typeof document !== 'undefined' &&
      !!document.getElementById(PAGE_DATA_ID) &&
      readPageData()?.source !== 'offline',
  )
  useEffect(() => {
    if (!route) return
    if (serverHead.current) {
      serverHead.current = false
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
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    return focusMainHeading()
  }, [location.pathname])
}
