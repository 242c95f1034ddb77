import { Link } from 'react-router-dom'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { formatDeadline } from '@/lib/date-format'
import type { ProgrammeChangeNote } from './programme.types'
import styles from './programme.module.css'

/** The secretariat's change notes, newest first, with the Atom feed that follows them. */
export function ChangeNotes({ notes }: { notes: ProgrammeChangeNote[] }) {
  return (
    <section id="changes" aria-labelledby="changes-title" className={styles.changes}>
      <h2 id="changes-title">Programme changes</h2>
      {notes.length ? (
        <ol className={styles.notes}>
          {notes.map((note) => (
            <li key={note._id} className={styles.note}>
              <h3 className={styles.noteTitle}>{note.title}</h3>
              <p className={styles.noteDate}>
                <time dateTime={note.publishedAt}>{formatDeadline(note.publishedAt)}</time>
              </p>
              <p className={styles.noteBody}>{note.body}</p>
              {note.talks.length > 0 && (
                <ul className={styles.noteTalks} aria-label="Talks it affects">
                  {note.talks.map((talk) => (
                    <li key={talk.code}>
                      <Link to={programmePaths.talk(talk.code)}>{talk.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>No changes so far.</p>
      )}
      <p>
        <a href={programmePaths.changesFeed} type="application/atom+xml">
          Follow the changes (Atom feed)
        </a>
      </p>
    </section>
  )
}
