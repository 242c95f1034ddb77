import { deadlineLabel, type DeadlineState } from '@/lib/deadline-state'
import styles from './deadline-status.module.css'

/** A deadline's state in words ("Past", "Today", "In 5 days", "Upcoming"), never colour alone. */
export function DeadlineStatus({ state }: { state: DeadlineState | null }) {
  if (!state) return null
  const soon = state.status === 'upcoming' && deadlineLabel(state) !== 'Upcoming'
  return (
    <span className={styles.status} data-status={soon ? 'soon' : state.status}>
      {deadlineLabel(state)}
    </span>
  )
}
