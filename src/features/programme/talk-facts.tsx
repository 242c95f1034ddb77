import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { TalkQueryResult } from '@/content/sanity.types'
import { formatTimeRange } from './programme-time'
import { speakerHref } from './programme-view.rules'
import { talkWhen } from './talk-head'
import styles from './talk-page.module.css'

type Talk = NonNullable<TalkQueryResult>

/**
 * Who, when and where: the speakers (linked to their profiles where they have one; contributed
 * presenters are named), the time with its zone, the room (to the venue page), the session and
 * its symposium.
 */
export function TalkFacts({ talk }: { talk: Talk }) {
  const { session } = talk
  const room = session?.room
  return (
    <dl className={styles.facts}>
      {talk.speakers.length > 0 && (
        <>
          <dt>{talk.speakers.length === 1 ? 'Speaker' : 'Speakers'}</dt>
          <dd>
            <ul className={styles.speakers}>
              {talk.speakers.map((speaker) => {
                const href = speakerHref(speaker)
                return (
                  <li key={speaker._id}>
                    {href ? <Link to={href}>{speaker.name}</Link> : speaker.name}
                    {speaker.affiliation && `, ${speaker.affiliation}`}
                  </li>
                )
              })}
            </ul>
          </dd>
        </>
      )}
      {talk.start && talk.end && (
        <>
          <dt>When</dt>
          <dd>
            <time dateTime={talk.start}>{talkWhen(talk.start, talk.end)}</time>
          </dd>
        </>
      )}
      {room && (
        <>
          <dt>Room</dt>
          <dd>
            <Link to={paths.conference.venue}>{room.name}</Link>
            {room.location && <span className={styles.note}> {room.location}</span>}
          </dd>
        </>
      )}
      {session && (
        <>
          <dt>Session</dt>
          <dd>
            {session.title} ({formatTimeRange(session.start, session.end)})
            {session.chairs?.length ? `. Chairs: ${session.chairs.join(', ')}` : ''}
          </dd>
        </>
      )}
      {session?.symposium && (
        <>
          <dt>Symposium</dt>
          <dd>{session.symposium.title}</dd>
        </>
      )}
      {talk.posterBoard && (
        <>
          <dt>Poster board</dt>
          <dd>{talk.posterBoard}</dd>
        </>
      )}
    </dl>
  )
}
