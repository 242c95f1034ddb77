import { Link } from 'react-router-dom'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { gridAnchorId } from './programme-grid-view'
import type { NowAndNext, SessionMoment } from './programme-now.rules'
import { formatTime, formatTimeRange } from './programme-time'
import styles from './programme.module.css'

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
 * During the event, on today's page: what runs now and what starts next (by the site clock), and
 * a jump to that time in the grid (from 1024 px) or the list (narrower): one of the two links
 * shows, as one of the two views does.
 */
export function NowNext({ moment }: { moment: NowAndNext }) {
  if (!moment.now.length && !moment.next.length) return null
  const anchor = moment.jump?.id
  return (
    <section aria-labelledby="now-title" className={styles.nowNext}>
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
          <a href={`#${gridAnchorId(anchor)}`} className={styles.onlyWide}>
            Jump to now
          </a>
          <a href={`#${anchor}`} className={styles.onlyNarrow}>
            Jump to now
          </a>
        </p>
      )}
    </section>
  )
}
