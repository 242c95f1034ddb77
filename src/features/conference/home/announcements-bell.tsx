import { useEffect, useId, useRef, useState, type FocusEvent } from 'react'
import { editAttr } from '@/content/edit-target'
import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import { useNow } from '@/lib/clock'
import { deadlineState } from '@/lib/deadline-state'
import { formatLongDate } from '@/lib/date-format'
import { AnnouncementIcon } from './announcement-icon'
import styles from './announcements-bell.module.css'

interface Props {
  announcements: ConferenceHomeQueryResult['announcements']
  updatedAt: string | null | undefined
  /** The conference's time zone: an announcement is past after its "current until" day there. */
  timeZone: string
}

/**
 * The announcements bell: a disclosure button with a count badge and a scrollable panel that
 * opens below it in the page's flow, so it pushes the deadlines card down rather than covering it.
 * Announcements past their "current until" day stay listed, marked "Past" and without their
 * warning colours, so they never urge a deadline that has gone.
 */
export function AnnouncementsBell({ announcements, updatedAt, timeZone }: Props) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const headingId = useId()
  const count = announcements.length
  const now = useNow()
  const isPast = (until: string | null) => deadlineState(until, now, timeZone)?.status === 'passed'
  const anyCurrent = announcements.some((item) => !isPast(item.relevantUntil))

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    // On the document, so Escape works wherever focus is (a click need not focus the button);
    // focus returns to the bell only if it was inside the panel.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      const focusInside = !!rootRef.current?.contains(document.activeElement)
      setOpen(false)
      if (focusInside) buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  // Tabbing past the panel closes it, so it never covers the element that has focus.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null
    if (next && !event.currentTarget.contains(next)) setOpen(false)
  }

  return (
    <div ref={rootRef} className={styles.root} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.bell}
        aria-label={`Announcements (${count})`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <AnnouncementIcon icon="bell" className={styles.bellIcon} />
        {count > 0 && (
          <span className={styles.badge} data-quiet={!anyCurrent || undefined} aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <section
        id={panelId}
        className={styles.panel}
        hidden={!open}
        aria-labelledby={headingId}
        tabIndex={0}
      >
        <div className={styles.head}>
          <div>
            <h2 id={headingId} className={styles.title}>
              Announcements
            </h2>
            {updatedAt && (
              <p className={styles.updated}>
                Last updated <time dateTime={updatedAt}>{formatLongDate(updatedAt, true)}</time>
              </p>
            )}
          </div>
          {/* A tap closes the panel from inside, wherever it has been scrolled to. Keyboard
              users close it with Escape or by tabbing past it, so the button stays out of the
              tab order (Tab from the panel leaves it, as before). */}
          <button
            type="button"
            tabIndex={-1}
            className={styles.close}
            aria-label="Close announcements"
            onClick={() => {
              setOpen(false)
              buttonRef.current?.focus()
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ul className={styles.list}>
          {announcements.map((item) => {
            const past = isPast(item.relevantUntil)
            return (
              <li
                key={item._id}
                className={styles.item}
                data-tone={past ? 'past' : (item.tone ?? 'info')}
              >
                <AnnouncementIcon icon={item.icon} className={styles.icon} />
                <div>
                  <h3 className={styles.itemTitle} {...editAttr(item, 'title')}>
                    {item.title}
                  </h3>
                  {past && <p className={styles.past}>Past</p>}
                  <p className={styles.message} {...editAttr(item, 'message')}>
                    {item.message}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      </section>
    </div>
  )
}
