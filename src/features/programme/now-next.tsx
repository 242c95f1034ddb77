import { Link } from 'react-router-dom'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { gridAnchorId } from './programme-anchors'
import type { NowAndNext, SessionMoment } from './programme-now.rules'
import { formatTime, formatTimeRange } from './programme-time'
import styles from './now-next.module.css'

function Moments({ moments }: { moments: SessionMoment[] }) {
  return (
    <ul className={styles.moments}>
      {moments.map(({ session, talks }) => (
        <li key={session._id}>
          <strong>{session.title}</strong>{' '}
          <span className={styles.momentMeta}>
            {formatTimeRange(session.start, session.end)}
            {session.room && ` · ${session.room.name}`}
          </span>
          {talks.length > 0 && (
            <ul>
              {talks.map((talk) => (
                <li key={talk._id}>
                  {formatTime(talk.start)}{' '}
                  <Link to={programmePaths.talk(talk.code)}>{talk.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * During the event: what runs now and what starts next (by the site clock), and a jump to that
 * time in the day's grid (from 1024 px) or list (narrower): one of the two links shows, as one
 * of the two views does. On today's page the jump stays on the page; elsewhere (`dayPath`, the
 * conference home) it opens today's page there.
 */
export function NowNext({
  moment,
  dayPath,
  className = '',
}: {
  moment: NowAndNext
  /** Away from the day's page: that page's address, for the jump. */
  dayPath?: string
  className?: string
}) {
  if (!moment.now.length && !moment.next.length) return null
  const anchor = moment.jump?.id
  const at = dayPath ?? ''
  const jump = dayPath ? 'Jump to now in today’s programme' : 'Jump to now'
  return (
    <section aria-labelledby="now-title" className={`${styles.nowNext} ${className}`}>
      <h2 id="now-title" className={styles.nowTitle}>
        Now and next
      </h2>
      <div className={styles.nowColumns}>
        <section aria-labelledby="now-now">
          <h3 id="now-now">Now</h3>
          {moment.now.length ? <Moments moments={moment.now} /> : <p>Nothing is running.</p>}
        </section>
        <section aria-labelledby="now-next">
          <h3 id="now-next">Next{moment.nextStart && ` at ${formatTime(moment.nextStart)}`}</h3>
          {moment.next.length ? <Moments moments={moment.next} /> : <p>Nothing more today.</p>}
        </section>
      </div>
      {anchor && (
        <p className={styles.jump}>
          <a href={`${at}#${gridAnchorId(anchor)}`} className={styles.onlyWide}>
            {jump}
          </a>
          <a href={`${at}#${anchor}`} className={styles.onlyNarrow}>
            {jump}
          </a>
        </p>
      )}
    </section>
  )
}
