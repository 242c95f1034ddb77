import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import { MyRegistrationAnchor } from '@/components/layout/conference-my-registration-link'
import { formatInstant } from '@/lib/date-format'
import styles from './registration-side.module.css'
import { EmailLink } from '@/components/ui/sample-text'

interface Props {
  /** The window's closing instant (exclusive), if the CMS sets one. */
  closesAt: Date | null
  timeZone: string
  contactEmail: string | null | undefined
}

/** Beside the form on wide screens: until when registration is open, fees, guidance, contact. */
export function RegistrationAside({ closesAt, timeZone, contactEmail }: Props) {
  return (
    <aside className={styles.aside} aria-labelledby="registration-aside-title">
      <h2 id="registration-aside-title">Good to know</h2>
      <dl className={styles.facts}>
        {closesAt && (
          <div>
            <dt>Registration open until</dt>
            <dd>{formatInstant(closesAt.toISOString(), timeZone, true)}</dd>
          </div>
        )}
        <div>
          <dt>Fees</dt>
          <dd>
            <Link to={paths.conference.registrationFee}>Registration fee table</Link>
          </dd>
        </div>
        <div>
          <dt>Abstracts</dt>
          <dd>
            <Link to={paths.conference.abstractSubmission}>How to prepare your abstract</Link>
          </dd>
        </div>
        <div>
          <dt>Already registered?</dt>
          <dd>
            <Link to={paths.conference.payment}>Make or verify a payment</Link>
          </dd>
          <dd>
            <MyRegistrationAnchor />
          </dd>
        </div>
        {contactEmail && (
          <div>
            <dt>Questions</dt>
            <dd>
              <EmailLink email={contactEmail} />
            </dd>
          </div>
        )}
      </dl>
    </aside>
  )
}
