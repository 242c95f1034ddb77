import { editAttr } from '@/content/edit-target'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { SiteSettingsQueryResult } from '@/content/sanity.types'
import { NewTabLink } from '@/components/ui/new-tab-link'
import { useMediaQuery } from '@/components/ui/use-media-query'
import { SocietyLogo } from './society-header-logo'
import { inertOutside, lockScroll } from './society-header.menu'
import { BurgerIcon } from './burger-icon'
import styles from './society-header.module.css'

interface Props {
  settings: SiteSettingsQueryResult | undefined
  /** Transparent, over the home hero. */
  overlay?: boolean
}

/** Society navigation bar; below 800 px a menu button opens a full-screen menu. */
export function SocietyHeader({ settings, overlay = false }: Props) {
  const narrow = useMediaQuery('(max-width: 799.98px)')
  const [open, setOpen] = useState(false)
  const isOpen = open && narrow
  const button = useRef<HTMLButtonElement>(null)
  const header = useRef<HTMLElement>(null)
  const menuId = useId()
  const location = useLocation()
  const nav = settings?.nav

  // Any navigation closes the menu (state adjusted during render).
  const [routeKey, setRouteKey] = useState(location.key)
  if (routeKey !== location.key) {
    setRouteKey(location.key)
    setOpen(false)
  }
  useEffect(() => {
    if (!isOpen || !header.current) return
    const undoInert = inertOutside(header.current)
    const unlock = lockScroll()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      undoInert()
      unlock()
      document.removeEventListener('keydown', onKey)
    }
  }, [isOpen])

  const close = () => {
    if (!isOpen) return
    setOpen(false)
    button.current?.focus()
  }

  return (
    <header
      ref={header}
      className={`${styles.header} ${overlay ? styles.overlay : ''} ${isOpen ? styles.open : ''}`}
    >
      <div className={`container ${styles.bar}`}>
        <SocietyLogo name={settings?.shortName} onNavigate={close} />
        <button
          ref={button}
          type="button"
          className={styles.menuButton}
          aria-expanded={isOpen}
          aria-controls={menuId}
          onClick={() => setOpen(!isOpen)}
        >
          <BurgerIcon />
          <span>Menu</span>
        </button>
        <nav id={menuId} aria-label="Main" className={styles.menu}>
          {nav ? (
            <>
              <ul className={styles.links}>
                <li>
                  {/* The news list, as the specification says; its sign-up links to /newsletter (docs/decisions/0062). */}
                  <Link to={paths.news} onClick={close} {...editAttr(settings, 'nav.newsletter')}>
                    {nav.newsletter}
                  </Link>
                </li>
                <li>
                  <NewTabLink
                    href={paths.conference.home}
                    onClick={close}
                    {...editAttr(settings, 'nav.conference')}
                  >
                    {nav.conference}
                  </NewTabLink>
                </li>
                {settings?.donationUrl ? (
                  <li>
                    <NewTabLink
                      href={settings.donationUrl}
                      onClick={close}
                      {...editAttr(settings, 'nav.donations')}
                    >
                      {nav.donations}
                    </NewTabLink>
                  </li>
                ) : null}
              </ul>
              <div className={styles.actions}>
                <Link
                  to={paths.login}
                  className="button button--secondary"
                  onClick={close}
                  {...editAttr(settings, 'nav.verifyProfile')}
                >
                  {nav.verifyProfile}
                </Link>
                <Link
                  to={paths.signup}
                  className="button button--accent"
                  onClick={close}
                  {...editAttr(settings, 'nav.submitProfile')}
                >
                  {nav.submitProfile}
                </Link>
              </div>
            </>
          ) : null}
        </nav>
      </div>
    </header>
  )
}
