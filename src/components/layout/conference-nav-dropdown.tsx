import {
  useId,
  useRef,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react'
import { NavItemLink } from './conference-nav-link'
import type { NavLinkItem } from './conference-nav.items'
import type { NavEvent } from './conference-nav.machine'
import styles from './conference-nav.module.css'

interface Props {
  id: string
  label: string
  items: NavLinkItem[]
  open: boolean
  /** Wide layout: the pointer opens and closes the dropdown. */
  hover: boolean
  dispatch: Dispatch<NavEvent>
  onNavigate: () => void
}

/** One disclosure: a button (aria-expanded, aria-controls) and the list of links it shows. */
export function NavDropdown({ id, label, items, open, hover, dispatch, onNavigate }: Props) {
  const panelId = useId()
  const listRef = useRef<HTMLUListElement>(null)

  const onPointerEnter = (event: PointerEvent) => {
    if (hover && event.pointerType === 'mouse') dispatch({ type: 'hoverEnter', id })
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (hover && event.pointerType === 'mouse') dispatch({ type: 'hoverLeave', id })
  }
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null
    if (next && !event.currentTarget.contains(next)) dispatch({ type: 'focusLeft', id })
  }
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return
    event.preventDefault()
    dispatch({ type: 'open', id })
    // The list renders on the next frame once `hidden` is removed.
    requestAnimationFrame(() => listRef.current?.querySelector('a')?.focus())
  }

  return (
    <li
      className={styles.item}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-dropdown={id}
        onClick={() => dispatch({ type: 'toggle', id })}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <svg
          className={styles.chevron}
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 12 12"
          width="12"
          height="12"
        >
          <path d="m2.5 4.5 3.5 3.5 3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul ref={listRef} id={panelId} className={styles.panel} hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <NavItemLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  )
}
