import { memo } from 'react'
import { now } from '@/lib/clock'
import { toggleStarred } from './starred-store'
import type { ProgrammeTalk } from './programme.types'
import styles from './session-card.module.css'

/**
 * A talk's star: a toggle button (no native action, so a tap before the page has hydrated is
 * kept and replayed: docs/decisions/0045-interactive-from-first-paint.md). Its name says which
 * talk; `aria-pressed` says whether it is in My programme.
 */
export const StarButton = memo(function StarButton({
  talk,
  starred,
  labelled = false,
}: {
  talk: ProgrammeTalk
  starred: boolean
  /** Says "Star" beside the glyph (the talk's page); lists show the glyph only. */
  labelled?: boolean
}) {
  return (
    <button
      type="button"
      className={labelled ? `${styles.star} ${styles.labelled}` : styles.star}
      aria-pressed={starred}
      onClick={() => toggleStarred(talk, now().getTime())}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
      {labelled ? ' Star' : <span className="visually-hidden">Star</span>}
      <span className="visually-hidden"> {talk.title}</span>
    </button>
  )
})
