import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import styles from './consent-text.module.css'

/**
 * "By …, you agree to our Terms of Use and Privacy Policy." under every form that sends
 * personal data (membership, registration, newsletter).
 */
export function ConsentText({ action }: { action: string }) {
  return (
    <p className={styles.consent}>
      By {action}, you agree to our <Link to={paths.termsOfUse}>Terms of Use</Link> and{' '}
      <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
    </p>
  )
}
