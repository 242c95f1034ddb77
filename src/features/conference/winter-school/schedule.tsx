import type { WinterSchoolPageQueryResult } from '@/content/sanity.types'
import styles from './winter-school-page.module.css'

type Schedule = NonNullable<NonNullable<WinterSchoolPageQueryResult>['schedule']>
type Row = NonNullable<NonNullable<Schedule['days']>[number]['rows']>[number]

/** Below 600 px the day's rows are stacked cards instead of a table that scrolls sideways. */
function ScheduleCards({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <ol className={styles.cards} aria-label={label}>
      {rows.map((row) => (
        <li key={row._key} className={styles.card}>
          <p className={styles.cardTime}>{row.time}</p>
          <p className={styles.cardSession}>{row.session}</p>
          {row.facilitators && (
            <p className={styles.cardMeta}>
              <span className={styles.cardLabel}>Facilitators: </span>
              {row.facilitators}
            </p>
          )}
          {row.description && <p className={styles.cardMeta}>{row.description}</p>}
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
export function ScheduleDays({ schedule, ended = false }: { schedule: Schedule; ended?: boolean }) {
  const days = ended
    ? schedule.days?.filter((day) => !day.pending && day.rows?.length)
    : schedule.days
  return (
    <>
      {schedule.intro && <p>{schedule.intro}</p>}
      {days?.map((day) => (
        <div key={day._key} className={styles.day}>
          <h3>{day.title}</h3>
          {day.pending || !day.rows?.length ? (
            <p className={styles.pending}>{day.note}</p>
          ) : (
            <>
              <ScheduleCards rows={day.rows} label={`Schedule: ${day.title}`} />
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
                        <td className={styles.time}>{row.time}</td>
                        <th scope="row">{row.session}</th>
                        <td>{row.facilitators}</td>
                        <td>{row.description}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </>
          )}
        </div>
      ))}
    </>
  )
}
