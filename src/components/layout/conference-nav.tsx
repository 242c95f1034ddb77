import { useEffect, useId, useReducer, useRef, type KeyboardEvent } from 'react'
import { useMediaQuery } from '../ui/use-media-query'
import { conferenceNav, type NavContentLinks } from './conference-nav.items'
import { NavItemLink } from './conference-nav-link'
import { initialNavState, navReducer } from './conference-nav.machine'
import styles from './conference-nav.module.css'
import { NavDropdown } from './conference-nav-dropdown'

/** Wider than 880 px the menu is a bar with hover dropdowns; at 880 px or less it collapses. */
export const WIDE_NAV = '(min-width: 881px)'

/** Conference navigation: the ARIA disclosure-navigation pattern (buttons + lists of links). */
export function ConferenceNav({ links }: { links: NavContentLinks }) {
  const [state, dispatch] = useReducer(navReducer, initialNavState)
  const wide = useMediaQuery(WIDE_NAV)
  const rootRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const entries = conferenceNav(links)
  const anyOpen = state.open !== null || state.mobileOpen

  useEffect(() => {
    if (!anyOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch({ type: 'closeAll' })
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [anyOpen])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !anyOpen) return
    event.preventDefault()
    const target = state.open
      ? rootRef.current?.querySelector<HTMLButtonElement>(`[data-dropdown="${state.open}"]`)
      : toggleRef.current
    dispatch({ type: 'escape' })
    target?.focus()
  }
  const close = () => dispatch({ type: 'closeAll' })

  return (
    <nav ref={rootRef} className={styles.nav} aria-label="Conference" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={state.mobileOpen}
        aria-controls={listId}
        onClick={() => dispatch({ type: 'toggleMobile' })}
      >
        <span className={styles.burger} aria-hidden="true" />
        Menu
      </button>
      <ul id={listId} className={styles.list} data-open={state.mobileOpen || undefined}>
        {entries.map((entry) =>
          'items' in entry ? (
            <NavDropdown
              key={entry.id}
              id={entry.id}
              label={entry.label}
              items={entry.items}
              open={state.open === entry.id}
              hover={wide}
              dispatch={dispatch}
              onNavigate={close}
            />
          ) : (
            <li key={entry.id} className={styles.item}>
              <NavItemLink item={entry} onNavigate={close} />
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}
