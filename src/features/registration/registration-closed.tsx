import { Link } from 'react-router-dom'
import { ClosedNotice } from '@/components/ui/closed-notice'
import { paths } from '@amrs/shared/paths'
import { formatInstant } from '@/lib/date-format'
import {
  registrationClosedMessage,
  type RegistrationWindowState,
} from '@amrs/shared/registration-window'
import styles from './registration-side.module.css'

type Closed = Exclude<RegistrationWindowState, { open: true }>

/**
 * Shown instead of the form outside the registration window
 * (docs/decisions/0005-registration-window.md): why, whom to ask.
 */
export function RegistrationClosed({
  state,
  contactEmail,
  timeZone,
}: {
  state: Closed
  contactEmail: string | null | undefined
  timeZone: string
}) {
  const when =
    state.reason === 'not-yet-open'
      ? `Registration opens on ${formatInstant(state.opensAt.toISOString(), timeZone)}.`
      : state.closedAt
        ? `Registration closed on ${formatInstant(state.closedAt.toISOString(), timeZone, true)}.`
        : null
  return (
    <section className={styles.closed} aria-labelledby="registration-closed-title">
      <h2 id="registration-closed-title">
        {state.reason === 'not-yet-open'
          ? 'Registration is not open yet'
          : 'Registration is closed'}
      </h2>
      <ClosedNotice
        message={registrationClosedMessage(state, contactEmail)}
        contactEmail={contactEmail}
      >
        {when && <p>{when}</p>}
      </ClosedNotice>
      <p>
        Already paid? You can still{' '}
        <Link to={paths.conference.paymentVerification}>verify your payment</Link>.
      </p>
    </section>
  )
}
