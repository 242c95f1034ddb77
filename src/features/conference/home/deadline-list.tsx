import { editAttr } from '@/content/edit-target'
import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import { useNow } from '@/lib/clock'
import { deadlineState, keepsNote } from '@/lib/deadline-state'
import { DeadlineStatus } from '@/features/conference/components/deadline-status'
import { formatLongDate } from '@/lib/date-format'
import styles from './home-hero.module.css'

interface Props {
  deadlines: ConferenceHomeQueryResult['deadlines']
  timeZone: string
}

/** The deadlines card's list: date, event, its state in words; "Extended" only while ahead. */
export function DeadlineList({ deadlines, timeZone }: Props) {
  const now = useNow()
  return (
    <ul>
      {deadlines.map((deadline) => {
        const state = deadlineState(deadline.date, now, timeZone)
        return (
          <li key={deadline._id} data-passed={state?.status === 'passed' || undefined}>
            <time
              dateTime={deadline.date ?? undefined}
              className={styles.date}
              {...editAttr(deadline, 'date')}
            >
              {formatLongDate(deadline.date, true)}
            </time>
            <span className={styles.event} {...editAttr(deadline, 'event')}>
              {deadline.event}
            </span>
            <span className={styles.state}>
              {deadline.note && keepsNote(state) && (
                <span className={styles.note} {...editAttr(deadline, 'note')}>
                  {deadline.note}
                </span>
              )}
              <DeadlineStatus state={state} />
            </span>
          </li>
        )
      })}
    </ul>
  )
}
