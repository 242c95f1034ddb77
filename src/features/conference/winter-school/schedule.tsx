import { editAttr } from '@/content/edit-target'
import type { EditSource } from '@/content/edit-target'
import type { WinterSchoolPageQueryResult } from '@/content/sanity.types'
import styles from './winter-school-page.module.css'

type Schedule = NonNullable<NonNullable<WinterSchoolPageQueryResult>['schedule']>
type Row = NonNullable<NonNullable<Schedule['days']>[number]['rows']>[number]

/** A schedule row's field in the winter school document (click-to-edit in preview). */
type RowField = (row: Row, field: keyof Row) => ReturnType<typeof editAttr>

/** Below 600 px the day's rows are stacked cards instead of a table that scrolls sideways. */
function ScheduleCards({ rows, label, mark }: { rows: Row[]; label: string; mark: RowField }) {
  return (
    <ol className={styles.cards} aria-label={label}>
      {rows.map((row) => (
        <li key={row._key} className={styles.card}>
          <p className={styles.cardTime} {...mark(row, 'time')}>
            {row.time}
          </p>
          <p className={styles.cardSession} {...mark(row, 'session')}>
            {row.session}
          </p>
          {row.facilitators && (
            <p className={styles.cardMeta} {...mark(row, 'facilitators')}>
              <span className={styles.cardLabel}>Facilitators: </span>
              {row.facilitators}
            </p>
          )}
          {row.description && (
            <p className={styles.cardMeta} {...mark(row, 'description')}>
              {row.description}
            </p>
          )}
        </li>
      ))}
    </ol>
  )
}

/**
 * The schedule of events: one table per day (time, session, facilitators, description);
 * on phones the same rows as stacked cards (CSS shows one of the two). Once the school has
 * `ended`, a day whose schedule was never published is left out (no "pending" in the record).
 */
export function ScheduleDays({
  schedule,
  ended = false,
  doc,
}: {
  schedule: Schedule
  ended?: boolean
  /** The winter school document (click-to-edit in preview). */
  doc?: EditSource
}) {
  const days = ended
    ? schedule.days?.filter((day) => !day.pending && day.rows?.length)
    : schedule.days
  return (
    <>
      {schedule.intro && <p {...editAttr(doc, 'schedule.intro')}>{schedule.intro}</p>}
      {days?.map((day) => {
        const at = `schedule.days[_key=="${day._key}"]`
        const mark: RowField = (row, field) =>
          editAttr(doc, `${at}.rows[_key=="${row._key}"].${field}`)
        return (
          <div key={day._key} className={styles.day}>
            <h3 {...editAttr(doc, `${at}.title`)}>{day.title}</h3>
            {day.pending || !day.rows?.length ? (
              <p className={styles.pending} {...editAttr(doc, `${at}.note`)}>
                {day.note}
              </p>
            ) : (
              <>
                <ScheduleCards rows={day.rows} label={`Schedule: ${day.title}`} mark={mark} />
                <section
                  className={styles.tableScroller}
                  aria-label={`Schedule: ${day.title}`}
                  tabIndex={0}
                >
                  <table className={styles.table}>
                    <caption className="visually-hidden">{day.title}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Time</th>
                        <th scope="col">Session</th>
                        <th scope="col">Facilitators</th>
                        <th scope="col">Description</th>
                      </tr>
                    </thead>
                    <tbody>
                      {day.rows.map((row) => (
                        <tr key={row._key}>
                          <td className={styles.time} {...mark(row, 'time')}>
                            {row.time}
                          </td>
                          <th scope="row" {...mark(row, 'session')}>
                            {row.session}
                          </th>
                          <td {...mark(row, 'facilitators')}>{row.facilitators}</td>
                          <td {...mark(row, 'description')}>{row.description}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </section>
              </>
            )}
          </div>
        )
      })}
    </>
  )
}
