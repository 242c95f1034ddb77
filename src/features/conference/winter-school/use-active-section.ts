import { useEffect, useState } from 'react'
import { activeSection, READING_BAND, READING_LINE } from './active-section'

/** Follows the scroll position: an IntersectionObserver fires as sections cross the reading line. */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null)
  const key = ids.join('|')

  useEffect(() => {
    const elements = key
      .split('|')
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((el): el is HTMLElement => !!el)
    if (!elements.length || typeof IntersectionObserver === 'undefined') return
    const update = () => {
      const positions = elements.map((el) => ({ id: el.id, top: el.getBoundingClientRect().top }))
      const root = document.documentElement
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 2
      setActive(activeSection(positions, window.innerHeight * READING_LINE, atBottom))
    }
    const observer = new IntersectionObserver(update, {
      rootMargin: READING_BAND,
      threshold: [0, 0.5, 1],
    })
    elements.forEach((el) => observer.observe(el))
    return () => observer.disconnect()
  }, [key])

  return active
}
