import { Link } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@amrs/shared/paths'
import { verificationMessages, verificationPanelText } from '@amrs/shared/messages'
import { ManualReferenceForm } from './manual-reference-form'
import { MAX_ATTEMPTS, type VerificationState } from '@amrs/shared/form-rules/verification.machine'
import styles from './verification.module.css'

interface Props {
  state: VerificationState
  reload: () => void
  verifyManually: () => void
  submitReference: (reference: string) => void
}

const newLink = (
  <Link to={paths.conference.payment} className="button button--secondary">
    Get new link
  </Link>
)

/**
 * One panel per verification state (docs/decisions/0027-payment-verification-polling.md); it only
 * renders the state.
 */
export function VerificationPanel({ state, reload, verifyManually, submitReference }: Props) {
  const problem = (actions: React.ReactNode) => (
    <>
      <p role="alert" className={styles.message}>
        {state.message}
      </p>
      <div className={styles.actions}>{actions}</div>
    </>
  )
  switch (state.status) {
    case 'idle':
      // The server's page, until scripts take over (they read the stored reference and verify
      // it): the manual form, which works without them (config/forms.ts).
      return <ManualReferenceForm onSubmit={submitReference} />
    case 'verifying':
      return (
        <div className={styles.verifying}>
          <Spinner size="lg" />
          <div role="status">
            <p className={styles.message}>{state.message || verificationMessages.verifying}</p>
            {state.attempts > 0 ? (
              <p className={styles.attempt}>
                {verificationPanelText.attempt(state.attempts, MAX_ATTEMPTS)}
              </p>
            ) : null}
          </div>
        </div>
      )
    case 'success':
      return (
        <div className={styles.success}>
          <div role="status">
            <h2>{verificationPanelText.success}</h2>
            <p className={styles.message}>{state.message}</p>
          </div>
          {state.receiptUrl ? (
            <a href={state.receiptUrl} className="button">
              {verificationPanelText.receipt}
            </a>
          ) : null}
          {/* The page moves on by itself in 5 s (without scripts too); the link does it now. */}
          <p>
            <Link to={paths.conference.home}>Go to the conference page</Link>
          </p>
        </div>
      )
    case 'ongoing':
      return (
        <>
          <p role="status" className={styles.message}>
            {state.message}
          </p>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={reload}>
              Verify again
            </button>
          </div>
        </>
      )
    case 'abandoned':
      return problem(
        <>
          <button type="button" className="button" onClick={reload}>
            Verify Again
          </button>
          {newLink}
        </>,
      )
    case 'failed':
      return problem(
        <Link to={paths.conference.payment} className="button">
          Retry Payment
        </Link>,
      )
    case 'reversed':
    case 'mismatch':
    case 'processing':
      return problem(
        <Link to={paths.conference.home} className="button">
          Contact Support
        </Link>,
      )
    case 'error':
      return problem(
        <>
          <button type="button" className="button" onClick={verifyManually}>
            Verify manually
          </button>
          {newLink}
        </>,
      )
    case 'manual-verify':
      return <ManualReferenceForm onSubmit={submitReference} />
  }
}
