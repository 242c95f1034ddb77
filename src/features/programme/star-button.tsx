import { memo } from 'react'
import { STAR_CODE_ATTRIBUTE, STAR_LABEL_ATTRIBUTE } from '@amrs/shared/programme/starred-early'
import { now } from '@/lib/clock'
import { toggleStarred } from './starred-store'
import type { ProgrammeTalk } from './programme.types'
import styles from './session-card.module.css'

/**
 * A talk's star: a toggle button (no native action, so a tap before the page has hydrated is
 * kept and replayed: docs/decisions/0045-interactive-from-first-paint.md). Its name says which
 * talk and, with `aria-pressed`, whether it is in My programme: "Star …" or "Starred …". Both
 * labels are in the markup and `aria-pressed` shows one (session-card.module.css), so a starred
 * talk says so from the first paint: the server knows no stars, and an inline script marks the
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
  const when = (state: 'on' | 'off') => ({ [STAR_LABEL_ATTRIBUTE]: state })
  const words = (
    <>
      <span {...when('off')}>Star</span>
      <span {...when('on')}>Starred</span>
    </>
  )
  return (
    <button
      type="button"
      className={labelled ? `${styles.star} ${styles.labelled}` : styles.star}
      aria-pressed={starred}
      {...{ [STAR_CODE_ATTRIBUTE]: talk.code }}
      onClick={() => toggleStarred(talk, now().getTime())}
    >
      <span aria-hidden="true" {...when('off')}>
        ☆
      </span>
      <span aria-hidden="true" {...when('on')}>
        ★
      </span>
      {labelled ? <> {words}</> : <span className="visually-hidden">{words}</span>}
      <span className="visually-hidden"> {talk.title}</span>
    </button>
  )
})
