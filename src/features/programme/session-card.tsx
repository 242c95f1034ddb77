import { programmePaths } from '@amrs/shared/programme/programme-paths'
import type { Starred } from './my-programme-storage'
import { compareTalks } from './programme-order'
import { SESSION_KINDS, type FilteredSession } from './programme-filter.rules'
import { formatTimeRange } from './programme-time'
import { TalkItem } from './talk-item'
import type { ProgrammeSession } from './programme.types'
import styles from './session-card.module.css'

export interface SessionMarks {
  starred: Starred
  /** Codes of talks a change note names. */
  changed: Set<string>
  /** After the event: no calendar links. */
  after: boolean
}

/**
 * A session as the grid's cell and the phone's list show it: its own time and room in words,
 * its title, symposium and chairs, its talks (those the filter kept), and its calendar.
 */
export function SessionCard({
  session,
  marks,
  heading: Heading = 'h3',
  compact = false,
}: {
  session: FilteredSession | ProgrammeSession
  marks: SessionMarks
  heading?: 'h3' | 'h4'
  /** In the grid's cells: speakers without affiliations. */
  compact?: boolean
}) {
  const { start, end, room, kind } = session
  const talks = [...session.talks].sort(compareTalks)
  const total = 'talkCount' in session ? session.talkCount : talks.length
  const symposium =
    session.symposium && session.symposium.title !== session.title ? session.symposium : null
  return (
    <div className={`${styles.session} ${styles[kind] ?? ''}`}>
      <p className={styles.meta}>
        {formatTimeRange(start, end)}
        {room && ` · ${room.name}`}
        {kind !== 'break' && ` · ${SESSION_KINDS[kind]}`}
      </p>
      <Heading className={styles.title}>{session.title}</Heading>
      {symposium && <p className={styles.detail}>Symposium: {symposium.title}</p>}
      {session.chairs?.length ? (
        <p className={styles.detail}>Chairs: {session.chairs.join(', ')}</p>
      ) : null}
      {talks.length > 0 && (
        <ol className={styles.talks}>
          {talks.map((talk) => (
            <TalkItem
              key={talk._id}
              talk={talk}
              starred={Object.hasOwn(marks.starred, talk.code)}
              changed={marks.changed.has(talk.code)}
              compact={compact}
            />
          ))}
        </ol>
      )}
      {total > talks.length && (
        <p className={styles.detail}>
          {talks.length} of {total} talks match
        </p>
      )}
      {!marks.after && kind !== 'break' && (
        <a className={styles.calendar} href={programmePaths.sessionCalendar(session._id)}>
          Session calendar<span className="visually-hidden"> for {session.title}</span> (.ics)
        </a>
      )}
    </div>
  )
}
