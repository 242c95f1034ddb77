import { useEffect, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { Loading } from '@/components/ui/loading'
import { RichText } from '@/components/ui/rich-text'
import type { ContentResult } from '@/content/route-content'
import { useAfterEvent } from '@/lib/use-after-event'
import { describeDay } from './programme-days.rules'
import { SESSION_KINDS } from './programme-filter.rules'
import { formatTimeRange, programmeDate } from './programme-time'
import { StarButton } from './star-button'
import { useStarred } from './starred-store'
import { TalkFacts } from './talk-facts'
import { talkTitle } from './talk-head'
import { TalkMaterials } from './talk-materials'
import type { programmeIndexQuery, talkQuery } from './queries'
import styles from './talk-page.module.css'

/**
 * `/iumrs-icam25/programme/<code>`: a talk's title, speakers, time, room, session and abstract,
 * its star and calendar; after the event its materials. A removed talk says so (the server
 * answers 410); an unknown code is the not-found page.
 */
export function TalkPage({
  index,
  talk: answer,
  notFound,
}: {
  index: ContentResult<typeof programmeIndexQuery>
  talk: ContentResult<typeof talkQuery>
  notFound: ReactNode
}) {
  const talk = answer.data
  const after = useAfterEvent(index.data?.conference)
  const starred = useStarred()
  useEffect(() => {
    if (talk) document.title = talkTitle(talk.title)
  }, [talk])
  if (talk === undefined && answer.isLoading) return <Loading />
  if (!talk) return notFound
  const { session } = talk
  const start = talk.start ?? ''
  const end = talk.end ?? ''
  const day = start ? programmeDate(start) : null
  const starTalk = { ...talk, start, end }
  return (
    <article className={`container ${styles.page}`}>
      {day && (
        <p className={styles.back}>
          <Link to={programmePaths.day(day)}>Programme, {describeDay(day).longLabel}</Link>
        </p>
      )}
      <p className={styles.eyebrow}>
        {talk.code.toUpperCase()}
        {session && ` · ${SESSION_KINDS[session.kind]}`}
        {start && end && ` · ${formatTimeRange(start, end)}`}
      </p>
      <h1 className={styles.title}>{talk.title}</h1>
      {talk.withdrawn && (
        <p className={styles.removed}>
          {talk.abstractWithdrawn
            ? 'This talk was withdrawn.'
            : 'This talk was removed from the programme.'}{' '}
          <Link to={programmePaths.programme}>See the programme</Link>
        </p>
      )}
      <TalkFacts talk={talk} />
      {!talk.withdrawn && (
        <p className={styles.actions}>
          <StarButton talk={starTalk} starred={Object.hasOwn(starred, talk.code)} labelled />
          {!after && (
            <a
              className="button button--secondary"
              href={programmePaths.talkCalendar(talk.code)}
              type="text/calendar"
            >
              Add to calendar<span className="visually-hidden"> ({talk.title}, .ics file)</span>
            </a>
          )}
          <Link to={programmePaths.mine}>My programme</Link>
        </p>
      )}
      <section aria-labelledby="abstract-title" className={styles.section}>
        <h2 id="abstract-title">Abstract</h2>
        {talk.abstract?.length ? (
          <RichText value={talk.abstract} />
        ) : (
          <p>
            {after
              ? 'No abstract was published for this talk.'
              : 'The abstract has not been published yet.'}
          </p>
        )}
      </section>
      {after && !talk.withdrawn && talk.materials && <TalkMaterials materials={talk.materials} />}
      {talk.changes.length > 0 && (
        <section aria-labelledby="talk-changes-title" className={styles.section}>
          <h2 id="talk-changes-title">Changes</h2>
          <ul className={styles.changes}>
            {talk.changes.map((note) => (
              <li key={note._id}>
                <strong>{note.title}</strong> {note.body}
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${programmePaths.programme}#changes`}>All programme changes</Link>
          </p>
        </section>
      )}
      <p className={styles.back}>
        <Link to={paths.conference.venue}>Finding the rooms: the venue</Link>
      </p>
    </article>
  )
}
