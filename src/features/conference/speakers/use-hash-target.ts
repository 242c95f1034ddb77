import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Scrolls to the URL's #fragment once the page's content is there. The router shell scrolls on
 * navigation, but a page that reads its content after it arrives (`ready` false until then) has
 * no element for the fragment yet at that moment.
 */
export function useHashTarget(ready: boolean): void {
  const { hash, key } = useLocation()
  const done = useRef<string | null>(null)
  useEffect(() => {
    if (!ready || !hash || done.current === key) return
    done.current = key
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [ready, hash, key])
}
