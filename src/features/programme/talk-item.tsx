import { memo } from 'react'
import { Link } from 'react-router-dom'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { formatTimeRange } from './programme-time'
import { speakerNames } from './programme-view.rules'
import { StarButton } from './star-button'
import type { ProgrammeTalk } from './programme.types'
import styles from './session-card.module.css'

/** One talk in a session: its time, title (to its page), speakers, marks and star. */
export const TalkItem = memo(function TalkItem({
  talk,
  starred,
  changed,
  compact,
}: {
  talk: ProgrammeTalk
  starred: boolean
  changed: boolean
  /** Speakers' names without affiliations (the grid's narrow cells). */
  compact: boolean
}) {
  return (
    <li className={talk.withdrawn ? `${styles.talk} ${styles.removed}` : styles.talk}>
      <span className={styles.talkTime}>{formatTimeRange(talk.start, talk.end)}</span>
      <span className={styles.talkText}>
        <Link to={programmePaths.talk(talk.code)} className={styles.talkTitle}>
          {talk.title}
        </Link>
        {talk.speakers.length > 0 && (
          <span className={styles.speakers}>
            {compact ? talk.speakers.map((s) => s.name).join(', ') : speakerNames(talk.speakers)}
          </span>
        )}
        {talk.posterBoard && <span className={styles.board}>Board {talk.posterBoard}</span>}
        {talk.withdrawn ? (
          <span className={styles.mark}>
            {talk.abstractWithdrawn ? 'Withdrawn' : 'Removed from the programme'}
          </span>
        ) : (
          changed && <span className={styles.mark}>Changed</span>
        )}
      </span>
      <StarButton talk={talk} starred={starred} />
    </li>
  )
})
