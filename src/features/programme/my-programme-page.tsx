import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { Loading } from '@/components/ui/loading'
import type { ContentResult } from '@/content/route-content'
import { now, useNow } from '@/lib/clock'
import { useHydrated } from '@/lib/use-hydrated'
import { publishedNotes } from './change-feed'
import { downloadMyProgramme } from './my-programme-export'
import { reconcileStarred, starredOverlaps, type StarredEntry } from './my-programme.rules'
import { describeDay } from './programme-days.rules'
import { ALL_TIMES_NOTE, programmeDate } from './programme-time'
import type { programmeIndexQuery } from './queries'
import { StarredEntryItem } from './starred-entry'
import { useStarred } from './starred-store'
import { useProgrammeDays } from './use-programme-days'
import styles from './my-programme.module.css'

/** Entries by day (in Accra); talks whose times are unknown last. */
function byDay(entries: StarredEntry[]): Array<{ label: string; entries: StarredEntry[] }> {
  const groups = new Map<string, StarredEntry[]>()
  for (const entry of entries) {
    const key = entry.start ? programmeDate(entry.start) : ''
    groups.set(key, [...(groups.get(key) ?? []), entry])
  }
  return [...groups].map(([date, list]) => ({
    label: date ? describeDay(date).longLabel : 'Time unknown',
    entries: list,
  }))
}

const quoted = (entry: StarredEntry) => `“${entry.title}”`

/**
 * `/iumrs-icam25/programme/mine`: the talks starred in this browser, by time, held against the
 * programme as it is now (moved, changed and removed talks say so; none is dropped), their
 * overlaps in words, and a calendar file of them.
 */
export function MyProgrammePage({ index }: { index: ContentResult<typeof programmeIndexQuery> }) {
  const hydrated = useHydrated()
  const starred = useStarred()
  const codes = Object.keys(starred)
  const days = index.data?.days.filter((d): d is string => !!d) ?? null
  const programme = useProgrammeDays(hydrated && codes.length && days ? days : null)
  const sessions = programme.data
  const nowMs = useNow().getTime()
  const entries = useMemo(() => {
    const notes = publishedNotes(index.data?.changes ?? [], nowMs)
    return sessions ? reconcileStarred(starred, sessions, notes) : []
  }, [sessions, starred, index.data, nowMs])
  const overlaps = starredOverlaps(entries)
  const partners = (code: string) =>
    overlaps.flatMap(([a, b]) => (a.code === code ? [b] : b.code === code ? [a] : [])).map(quoted)

  let body
  if (!hydrated || (codes.length && !sessions && !programme.error)) body = <Loading />
  else if (!codes.length)
    body = (
      <div className={styles.empty}>
        <p>You have not starred any talks yet.</p>
        <p>
          Tap the star (☆) beside a talk in the <Link to={programmePaths.programme}>programme</Link>{' '}
          to keep it here. Your stars stay in this browser; no account is needed.
        </p>
      </div>
    )
  else if (!sessions)
    body = <p role="alert">The programme could not be loaded. Please try again later.</p>
  else
    body = (
      <>
        <p role="status" className={styles.summary}>
          {entries.length} starred {entries.length === 1 ? 'talk' : 'talks'}. {ALL_TIMES_NOTE}.
        </p>
        {overlaps.length > 0 && (
          <section aria-labelledby="overlaps-title" className={styles.overlaps}>
            <h2 id="overlaps-title">Overlaps</h2>
            <ul>
              {overlaps.map(([a, b]) => (
                <li key={`${a.code} ${b.code}`}>
                  {quoted(a)} overlaps {quoted(b)}: you cannot attend both in full.
                </li>
              ))}
            </ul>
          </section>
        )}
        <p>
          <button
            type="button"
            className="button"
            onClick={() =>
              downloadMyProgramme(sessions, codes, index.data?.venue?.name ?? '', now().getTime())
            }
          >
            Download My programme (.ics)
          </button>
        </p>
        {byDay(entries).map((group) => (
          <section key={group.label} aria-label={group.label} className={styles.day}>
            <h2>{group.label}</h2>
            <ol className={styles.entries}>
              {group.entries.map((entry) => (
                <StarredEntryItem
                  key={entry.code}
                  entry={entry}
                  overlapsWith={partners(entry.code)}
                />
              ))}
            </ol>
          </section>
        ))}
      </>
    )
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.back}>
        <Link to={programmePaths.programme}>Programme</Link>
      </p>
      <h1>My programme</h1>
      {body}
    </div>
  )
}
