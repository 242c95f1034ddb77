import { memo } from 'react'
import { STAR_CODE_ATTRIBUTE, STAR_LABEL_ATTRIBUTE } from '@amrs/shared/programme/starred-early'
import { now } from '@/lib/clock'
import { toggleStarred } from './starred-store'
import type { ProgrammeTalk } from './programme.types'
import styles from './session-card.module.css'

/**
 * A talk's star: a toggle button (no native action, so a tap before the page has hydrated is
 * kept and replayed: docs/decisions/0045-interactive-from-first-paint.md). Its name says which
 * talk and `aria-pressed` whether it is in My programme; its glyph (☆ or ★, drawn by CSS from
 * that state) shows it. On the talk's page it also says so in words, "Star" or "Starred": both
 * are in the markup and the state shows one (session-card.module.css). So a starred talk shows
 * as starred from the first paint, though the server knows no stars: an inline script marks the
 * stored ones before the page's scripts start (`STARRED_EARLY`).
 */
export const StarButton = memo(function StarButton({
  talk,
  starred,
  labelled = false,
}: {
  talk: ProgrammeTalk
  starred: boolean
  /** Says "Star" or "Starred" beside the glyph (the talk's page); lists show the glyph only. */
  labelled?: boolean
}) {
  return (
    <button
      type="button"
      className={labelled ? `${styles.star} ${styles.labelled}` : styles.star}
      aria-pressed={starred}
      {...{ [STAR_CODE_ATTRIBUTE]: talk.code }}
      onClick={() => toggleStarred(talk, now().getTime())}
    >
      {labelled ? (
        <>
          <span {...{ [STAR_LABEL_ATTRIBUTE]: 'off' }}>Star</span>
          <span {...{ [STAR_LABEL_ATTRIBUTE]: 'on' }}>Starred</span>
        </>
      ) : (
        <span className="visually-hidden">Star</span>
      )}
      <span className="visually-hidden"> {talk.title}</span>
    </button>
  )
})
