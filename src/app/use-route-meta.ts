import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { headInfo, metaRows } from './head/head'
import type { RouteEntry } from './route-registry'
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

/** The page's public origin: the canonical link the server wrote, else this window's. */
function siteOrigin(): string {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href
  return href ? new URL(href).origin : window.location.origin
}

function setMeta(attr: 'name' | 'property', key: string, value: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!meta) {
    meta = document.createElement('meta')
    meta.setAttribute(attr, key)
    document.head.append(meta)
  }
  meta.content = value
}

/** After client-side navigation the head says what the server would have written. */
function applyHead(route: RouteEntry): void {
  const head = headInfo(route, siteOrigin())
  document.title = head.title
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (head.canonical) {
    if (!canonical) {
      canonical = document.createElement('link')
      canonical.rel = 'canonical'
      document.head.append(canonical)
    }
    canonical.href = head.canonical
  } else canonical?.remove()
  if (!head.canonical) document.head.querySelector('meta[property="og:url"]')?.remove()
  if (!head.noindex) document.head.querySelector('meta[name="robots"]')?.remove()
  for (const [attr, key, value] of metaRows(head)) setMeta(attr, key, value)
}

/** Document head per route; focus to the main heading after navigation. */
export function useRouteMeta(): void {
  const route = useCurrentRoute()
  const location = useLocation()
  const firstRender = useRef(true)

  useEffect(() => {
    if (route) applyHead(route)
  }, [route])

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    return focusMainHeading()
  }, [location.pathname])
}
