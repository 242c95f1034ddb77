import { useId, useState, type MouseEvent } from 'react'
import { flushSync } from 'react-dom'
import { REDUCED_MOTION } from '@/components/ui/use-media-query'
import styles from './winter-school-page.module.css'

export interface SectionLink {
  id: string
  title: string
}

/** Moves to a section: scrolls, focuses its heading, updates the URL fragment. */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const section = document.getElementById(id)
  if (!section) return
  event.preventDefault()
  const smooth = !window.matchMedia?.(REDUCED_MOTION).matches
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  const heading = section.querySelector<HTMLElement>('h2')
  if (heading) {
    heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
  }
  window.history.replaceState(window.history.state, '', `#${id}`)
}

/** Sticky side navigation; below 850 px it collapses behind a "Sections" button. */
export function SectionNav({ links, active }: { links: SectionLink[]; active: string | null }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <nav className={styles.sideNav} aria-label="Winter school sections">
      <button
        type="button"
        className={styles.sectionsToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        Sections
        <svg aria-hidden="true" focusable="false" viewBox="0 0 12 12" width="12" height="12">
          <path d="m2.5 4.5 3.5 3.5 3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={listId} className={styles.sectionList} data-open={open || undefined}>
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              aria-current={active === link.id ? 'location' : undefined}
              onClick={(event) => {
                // Collapse the list first so the scroll target is measured on the final layout.
                flushSync(() => setOpen(false))
                goTo(event, link.id)
              }}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
