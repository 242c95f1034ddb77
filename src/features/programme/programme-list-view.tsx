import { memo } from 'react'
import { timeGroups } from './programme-list.rules'
import { SessionCard, type SessionMarks } from './session-card'
import type { FilteredSession } from './programme-filter.rules'
import styles from './programme-list.module.css'

/** Below 1024 px: the day's sessions under one heading per start time ("10:30"). */
export const ProgrammeListView = memo(function ProgrammeListView({
  sessions,
  marks,
}: {
  sessions: FilteredSession[]
  marks: SessionMarks
}) {
  const groups = timeGroups(sessions)
  return (
    <div className={styles.list}>
      {groups.map((group) => (
        <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
          <h3 id={`${group.id}-title`} className={styles.time}>
            {group.label}
          </h3>
          <ul className={styles.sessions}>
            {group.sessions.map((session) => (
              <li key={session._id}>
                <SessionCard session={session as FilteredSession} marks={marks} heading="h4" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
})
