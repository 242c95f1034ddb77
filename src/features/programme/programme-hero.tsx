import { formatDateRange } from '@/lib/date-format'
import { ALL_TIMES_NOTE } from './programme-time'
import styles from './programme.module.css'

/** The band above a programme day: its heading, the day, the zone; after the event, the record. */
export function ProgrammeHero({
  dayLabel,
  record,
}: {
  dayLabel: string
  /** After the event: the conference's dates. */
  record: { startDate: string; endDate: string } | null
}) {
  return (
    <div className={styles.hero}>
      <div className="container">
        <h1 className={styles.heading}>Programme</h1>
        <p className={styles.lead}>
          <strong>{dayLabel}</strong>. {ALL_TIMES_NOTE}.
        </p>
        {record && (
          <p className={styles.lead}>
            The conference took place on {formatDateRange(record.startDate, record.endDate)}: this
            is its programme.
          </p>
        )}
      </div>
    </div>
  )
}
