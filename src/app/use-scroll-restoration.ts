import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

const positions = new Map<string, number>()
// On the server layout effects do not run; useEffect avoids React's warning there.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * Scroll like a multi-page site: a new page starts at the top (or at its #fragment), Back and
 * Forward return to where the visitor was. Full page loads are left to the browser.
 *
 * The effects return nothing but their cleanup. A scroll method's result is never returned:
 * where scroll methods return a promise (CSSOM View's newer definition, in Chromium behind
 * `ProgrammaticScrollPromise`), React kept it as the effect's cleanup and called it on the next
 * navigation ("TypeError: l is not a function" in the production build), and this hook runs in
 * the root layout, above every error boundary, so the page went blank (issue 29).
 */
export function useScrollRestoration(): void {
  const location = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    let frame = 0
    const save = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        positions.set(location.key, window.scrollY)
      })
    }
    window.addEventListener('scroll', save, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', save)
    }
  }, [location.key])

  useBrowserLayoutEffect(() => {
    // The first page of this visit: the browser's job.
    if (location.key === 'default') return
    const saved = positions.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    const target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [location.key])
}
