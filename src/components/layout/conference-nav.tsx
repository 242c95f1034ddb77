import { useEffect, useId, useReducer, useRef, type FocusEvent } from 'react'
import { useMediaQuery } from '@/components/ui/use-media-query'
import { conferenceNav, type NavContentLinks } from './conference-nav.items'
import { NavItemLink } from './conference-nav-link'
import { initialNavState, navReducer } from './conference-nav.machine'
import styles from './conference-nav.module.css'
import { BurgerIcon } from './burger-icon'
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
  const openId = state.open
  const anyOpen = openId !== null || state.mobileOpen

  useEffect(() => {
    if (!anyOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) dispatch({ type: 'closeAll' })
    }
    // On the document: Escape also dismisses a dropdown the pointer opened (WCAG 1.4.13) while
    // focus is elsewhere; focus returns to the button only if it was inside the navigation.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      const root = rootRef.current
      const target = openId
        ? root?.querySelector<HTMLButtonElement>(`[data-dropdown="${openId}"]`)
        : toggleRef.current
      const focusInside = !!root?.contains(document.activeElement)
      dispatch({ type: 'escape' })
      if (focusInside) target?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [anyOpen, openId])

  // Tabbing out of the navigation closes it, so the open menu never covers the focused element.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null
    if (next && !event.currentTarget.contains(next)) dispatch({ type: 'closeAll' })
  }
  const close = () => dispatch({ type: 'closeAll' })

  return (
    <nav ref={rootRef} className={styles.nav} aria-label="Conference" onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={state.mobileOpen}
        aria-controls={listId}
        onClick={() => dispatch({ type: 'toggleMobile' })}
      >
        <BurgerIcon />
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
