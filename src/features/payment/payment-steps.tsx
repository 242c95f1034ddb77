import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import styles from './payment.module.css'

/** Beside the donation form on wide screens: how a payment through the provider works. */
export function PaymentSteps() {
  return (
    <aside className={styles.steps} aria-labelledby="payment-steps-title">
      <h2 id="payment-steps-title">How paying works</h2>
      <ol>
        <li>Choose what you are paying for and, where asked, an option.</li>
        <li>Choose how you would like to pay.</li>
        <li>
          Make Payment takes you to the card-payment provider&apos;s secure page. Your card or
          wallet details go to the provider only, never to us.
        </li>
      </ol>
      <p>
        How we handle your data: <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </p>
    </aside>
  )
}
