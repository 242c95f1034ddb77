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

/** Moves focus to the page's main heading once it is on screen (content may arrive later). */
function focusMainHeading(): () => void {
  const tryFocus = () => {
    const heading = document.querySelector<HTMLElement>('main h1')
    if (!heading) return false
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
    return true
  }
  if (tryFocus()) return () => {}
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect()
  })
  observer.observe(document.body, { childList: true, subtree: true })
  const timer = setTimeout(() => observer.disconnect(), 5000)
  return () => {
    observer.disconnect()
    clearTimeout(timer)
  }
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
    if (meta && handle?.description) meta.setAttribute('content', handle.description)
  }, [handle])

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    return focusMainHeading()
  }, [location.pathname])
}
