import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/** The tab's store of positions: a document loaded from history reads its predecessor's. */
const STORE_KEY = 'amrs:scroll-positions'
/** Positions kept (the latest entries: a long visit does not grow the store without end). */
const KEPT = 50

/** Where the visitor was on each history entry of this tab, by the router's key. */
const positions = new Map<string, number>()

function readStore(): void {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '[]') as unknown
    if (Array.isArray(stored))
      for (const entry of stored)
        if (
          Array.isArray(entry) &&
          typeof entry[0] === 'string' &&
          typeof entry[1] === 'number' &&
          !positions.has(entry[0])
        )
          positions.set(entry[0], entry[1])
  } catch {
    // No storage, or not ours: positions start empty.
  }
}

function writeStore(): void {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify([...positions].slice(-KEPT)))
  } catch {
    // Storage full or refused: Back within this document still works.
  }
}
/** The entry on screen: scrolling is noted under its key. */
let current: string | null = null
/** Whether this document has rendered its first page: where it loads, scrolling is the browser's. */
let loaded = false
// On the server layout effects do not run; useEffect avoids React's warning there.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

const note = () => {
  if (current === null) return
  positions.delete(current)
  positions.set(current, window.scrollY)
}

/** What ends the wait for a page to grow: the visitor taking over. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
const GROW_WAIT_MS = 5000

/**
 * Scrolls to a place, and if the page is not that long yet (its content is still arriving),
 * again as it grows, as browsers do while a document loads: until the place is reached, the
 * visitor scrolls or taps, or 5 s have passed. Returns what stops it.
 */
function scrollToPlace(y: number): () => void {
  window.scrollTo(0, y)
  if (Math.abs(window.scrollY - y) <= 1 || typeof ResizeObserver === 'undefined') return () => {}
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y)
    if (Math.abs(window.scrollY - y) <= 1) stop()
  })
  const timer = setTimeout(() => stop(), GROW_WAIT_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    for (const type of TAKE_OVER) window.removeEventListener(type, stop)
  }
  observer.observe(document.body)
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { passive: true })
  return stop
}

/** How this document was loaded (a link, Back or Forward, a reload). */
const loadedBy = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type

/**
 * The page this document loaded with. This site restores places itself (the browser's own
 * restoration would scroll the page being left as Back starts, and so be noted as its place): a
 * document loaded by Back, Forward or a reload goes where its entry was; any other starts where
 * the browser puts it (the top, or its #fragment).
 */
function restoreOnLoad(key: string): void {
  readStore()
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  const saved = positions.get(key)
  const type = loadedBy()
  if (saved !== undefined && (type === 'back_forward' || type === 'reload'))
    window.scrollTo(0, saved)
}

/**
 * Scroll like a multi-page site: a new page starts at the top (or at its #fragment), Back and
 * Forward return to where the visitor was, within a document and across documents (a page
 * loaded again by Back, Forward or a reload: its entry's router key is kept in history).
 *
 * Positions are noted as the visitor scrolls (browsers send at most one scroll event a frame),
 * under the entry on screen, which changes before the next page is scrolled: the next page's
 * scrolling is never noted as the last one's. They are kept for the tab (sessionStorage) when a
 * page is left or the document goes: after Back to another document, Forward into the entries
 * this site pushed is a same-document step again, and the new document knows where they were.
 *
 * The effects return nothing but their cleanup. A scroll method's result is never returned:
 * where scroll methods return a promise (CSSOM View's newer definition, in Chromium behind
 * `ProgrammaticScrollPromise`), React kept it as the effect's cleanup and called it on the next
 * navigation ("TypeError: l is not a function" in the production build), and this hook runs in
 * the root layout, so the page went blank (docs/decisions/0057).
 */
export function useScrollRestoration(): void {
  const location = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    window.addEventListener('scroll', note, { passive: true })
    window.addEventListener('pagehide', writeStore)
    return () => {
      window.removeEventListener('scroll', note)
      window.removeEventListener('pagehide', writeStore)
    }
  }, [])

  useBrowserLayoutEffect(() => {
    if (current !== null) writeStore()
    current = location.key
    if (!loaded) {
      loaded = true
      restoreOnLoad(location.key)
      return
    }
    const saved = positions.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) {
      const stopWaiting = scrollToPlace(saved)
      return stopWaiting
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [location.key])
}
