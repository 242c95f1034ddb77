import { NavLink } from 'react-router-dom'
import { NewTabLink } from '@/components/ui/new-tab-link'
import type { NavLinkItem } from './conference-nav.items'
import styles from './conference-nav.module.css'

/** A menu link: in-site links mark the current page; new-tab links say so to screen readers. */
export function NavItemLink({ item, onNavigate }: { item: NavLinkItem; onNavigate: () => void }) {
  if (item.page) {
    return (
      <a href={item.href} className={styles.link} onClick={onNavigate}>
        {item.label}
      </a>
    )
  }
  if (item.external || item.newTab) {
    return (
      <NewTabLink href={item.href} className={styles.link} onClick={onNavigate}>
        {item.label}
      </NewTabLink>
    )
  }
  return (
    <NavLink to={item.href} end className={styles.link} onClick={onNavigate}>
      {item.label}
    </NavLink>
  )
}
