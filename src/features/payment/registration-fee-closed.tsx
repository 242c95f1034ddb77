import { Link } from 'react-router-dom'
import { ClosedNotice } from '@/components/ui/closed-notice'
import { paths } from '@amrs/shared/paths'
import {
  registrationClosedMessage,
  type RegistrationWindowState,
} from '@amrs/shared/registration-window'
import styles from './payment.module.css'

type Closed = Exclude<RegistrationWindowState, { open: true }>

/**
 * The registration-fee card while registration is closed
 * (docs/decisions/0005-registration-window.md): no new fee payments, the same sentence as the
 * registration page and the API, whom to contact; verification stays.
 */
export function RegistrationFeeClosed({
  state,
  contactEmail,
}: {
  state: Closed
  contactEmail: string | null | undefined
}) {
  return (
    <section className={styles.card} aria-labelledby="pay-fee-title">
      <h2 id="pay-fee-title">Pay your registration fee</h2>
      <ClosedNotice
        message={registrationClosedMessage(state, contactEmail)}
        contactEmail={contactEmail}
      >
        <p>Registration fees can no longer be paid here.</p>
      </ClosedNotice>
      <p className={styles.hint}>Already paid? Check your payment with its reference.</p>
      <div className={styles.actions}>
        <Link to={paths.conference.paymentVerification} className="button button--secondary">
          Verify transaction
        </Link>
      </div>
    </section>
  )
}
