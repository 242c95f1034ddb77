import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import { MyRegistrationLink } from '@/components/layout/conference-my-registration-link'
import { usePaymentVerification } from './use-payment-verification'
import { VerificationPanel } from './verification-panels'
import styles from './verification.module.css'

/** /iumrs-icam25/payment-verification: title, close button, one panel per state. */
export function PaymentVerificationPage() {
  const verification = usePaymentVerification()
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="verification-title">
        <Link to={paths.conference.payment} className={styles.close} aria-label="Close">
          <span aria-hidden="true">×</span>
        </Link>
        <h1 id="verification-title" className={styles.title}>
          Payment Verification
        </h1>
        <VerificationPanel {...verification} />
        <MyRegistrationLink />
      </section>
    </div>
  )
}
