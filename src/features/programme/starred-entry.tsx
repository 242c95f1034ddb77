import { Link } from 'react-router-dom'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import type { StarredEntry } from './my-programme.rules'
import { formatTimeRange } from './programme-time'
import { speakerNames } from './programme-view.rules'
import { StarButton } from './star-button'
import { unstar } from './starred-store'
import styles from './my-programme.module.css'

const STATUS: Record<StarredEntry['status'], string | null> = {
  scheduled: null,
  moved: 'Moved',
  changed: 'Changed',
  removed: 'Removed from the programme',
}

/** One starred talk: when and where, what became of it, what it overlaps, and its star. */
export function StarredEntryItem({
  entry,
  overlapsWith,
}: {
  entry: StarredEntry
  /** Titles of the starred talks it overlaps. */
  overlapsWith: string[]
}) {
  const { talk, session, status } = entry
  const times = entry.start && entry.end ? formatTimeRange(entry.start, entry.end) : null
  return (
    <li className={`${styles.entry} ${status === 'removed' ? styles.removed : ''}`}>
      <p className={styles.when}>
        {times}
        {session?.room && ` · ${session.room.name}`}
      </p>
      <h3 className={styles.title}>
        <Link to={programmePaths.talk(entry.code)}>{entry.title}</Link>
      </h3>
      {talk && talk.speakers.length > 0 && (
        <p className={styles.detail}>{speakerNames(talk.speakers)}</p>
      )}
      {STATUS[status] && <p className={styles.status}>{STATUS[status]}</p>}
      {entry.previous && (
        <p className={styles.detail}>
          It was at {formatTimeRange(entry.previous.start, entry.previous.end)} when you starred it.
        </p>
      )}
      {entry.removedBecause === 'gone' && (
        <p className={styles.detail}>It is no longer in the programme.</p>
      )}
      {entry.notes.map((note) => (
        <p key={note._id} className={styles.detail}>
          <strong>{note.title}:</strong> {note.body}
        </p>
      ))}
      {overlapsWith.length > 0 && (
        <p className={styles.overlap}>Overlaps with {overlapsWith.join(' and ')}.</p>
      )}
      {talk && !talk.withdrawn ? (
        <StarButton talk={talk} starred labelled />
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => unstar(entry.code)}
        >
          Remove<span className="visually-hidden"> {entry.title}</span> from My programme
        </button>
      )}
    </li>
  )
}
