import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { ContentState } from '@/components/ui/content-state'
import type { ContentResult } from '@/content/route-content'
import { useNow } from '@/lib/clock'
import { useAfterEvent } from '@/lib/use-after-event'
import { publishedNotes } from './change-feed'
import { ChangeNotes } from './change-notes'
import { CalendarLinks } from './calendar-links'
import { NowNext } from './now-next'
import { ProgrammeDayNav } from './programme-day-nav'
import { describeDay, sessionsOn } from './programme-days.rules'
import { filterOptions, filterParams, filterSessions, isFiltering } from './programme-filter.rules'
import { ProgrammeFilters } from './programme-filters'
import { nowAndNext } from './programme-now.rules'
import { ProgrammeHero } from './programme-hero'
import { ProgrammeSessions } from './programme-sessions'
import { programmeDate } from './programme-time'
import { changedCodes, isWorkshopDay, resultSummary } from './programme-view.rules'
import type { programmeDayQuery, programmeIndexQuery } from './queries'
import { useStarred } from './starred-store'
import { useProgrammeFilter } from './use-programme-filter'
import styles from './programme.module.css'

/**
 * `/iumrs-icam25/programme` (the opening day) and `/iumrs-icam25/programme/day/<date>`: the day's
 * links, Now and Next during the event, the filters, the day as a grid (from 1024 px) and as a
 * list (narrower), and the change notes. A day without sessions is the not-found page.
 */
export function ProgrammePage({
  index,
  day,
  date,
  isDayPage,
  notFound,
}: {
  index: ContentResult<typeof programmeIndexQuery>
  day: ContentResult<typeof programmeDayQuery>
  date: string
  isDayPage: boolean
  notFound: ReactNode
}) {
  const now = useNow()
  const conference = index.data?.conference ?? null
  const after = useAfterEvent(conference)
  const starred = useStarred()
  const sessions = useMemo(() => sessionsOn(day.data ?? [], date), [day.data, date])
  const options = useMemo(() => filterOptions(sessions), [sessions])
  const { filter, setFilter, pathname } = useProgrammeFilter(options)
  const deferred = useDeferredValue(filter)
  const shown = useMemo(() => filterSessions(sessions, deferred), [sessions, deferred])
  const nowMs = now.getTime()
  const notes = useMemo(() => publishedNotes(index.data?.changes ?? [], nowMs), [index.data, nowMs])
  // The same marks while the same talks are changed: the clock moving on (it does once React
  // has hydrated) re-renders no session.
  const changedList = [...changedCodes(notes)].sort().join(' ')
  const marks = useMemo(
    () => ({ starred, changed: new Set(changedList.split(' ').filter(Boolean)), after }),
    [starred, changedList, after],
  )
  const label = describeDay(date).longLabel
  useEffect(() => {
    if (isDayPage) document.title = `Programme: ${label} | IUMRS-ICAM 2025`
  }, [isDayPage, label])

  const days = (index.data?.days ?? []).filter((d): d is string => !!d)
  if (isDayPage && index.data && !days.includes(date)) return notFound
  const today = programmeDate(nowMs)
  const moment = after ? null : nowAndNext(sessions, nowMs)
  const workshops = (d: string) => isWorkshopDay(d, conference)
  return (
    <ContentState
      isLoading={index.isLoading || day.isLoading}
      error={index.error ?? day.error}
      hasData={!!index.data && !!day.data}
    >
      <div className={styles.page}>
        <ProgrammeHero dayLabel={label} record={after ? conference : null} />
        <div className={`container ${styles.body}`}>
          <div className={styles.toolbar}>
            <ProgrammeDayNav
              days={days}
              shown={date}
              isDayPage={isDayPage}
              workshopDay={workshops}
              query={filterParams(filter).toString()}
            />
            <p className={styles.mine}>
              <Link to={programmePaths.mine}>My programme</Link>
              {notes.length > 0 && (
                <a href="#changes">
                  {notes.length} programme {notes.length === 1 ? 'change' : 'changes'}
                </a>
              )}
            </p>
            {!after && <CalendarLinks />}
          </div>
          {workshops(date) && (
            <p className={styles.notice}>
              Pre-conference workshops. The winter school has its own page with its full schedule:{' '}
              <Link to={programmePaths.winterSchool}>winter school schedule</Link>.
            </p>
          )}
          {moment && <NowNext moment={moment} />}
          {!after && today !== date && days.includes(today) && (
            <p className={styles.notice}>
              Today is {describeDay(today).longLabel}:{' '}
              <Link to={programmePaths.day(today)}>today’s programme</Link>.
            </p>
          )}
          <ProgrammeFilters
            filter={filter}
            options={options}
            onChange={setFilter}
            action={pathname}
            summary={resultSummary(shown, sessions, isFiltering(deferred))}
          />
          <ProgrammeSessions sessions={shown} dayLabel={label} marks={marks} />
          <ChangeNotes notes={notes} />
        </div>
      </div>
    </ContentState>
  )
}
