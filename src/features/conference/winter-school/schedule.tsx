import type { WinterSchoolPageQueryResult } from '../../../content/sanity.types'
import styles from './winter-school-page.module.css'

type Schedule = NonNullable<NonNullable<WinterSchoolPageQueryResult>['schedule']>

/** The schedule of events: one table per day (time, session, facilitators, description). */
export function ScheduleDays({ schedule }: { schedule: Schedule }) {
  return (
    <>
      {schedule.intro && <p>{schedule.intro}</p>}
      {schedule.days?.map((day) => (
        <div key={day._key} className={styles.day}>
          <h3>{day.title}</h3>
          {day.pending || !day.rows?.length ? (
            <p className={styles.pending}>{day.note}</p>
          ) : (
            <div
              className={styles.tableScroller}
              role="region"
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
            </div>
          )}
        </div>
      ))}
    </>
  )
}
