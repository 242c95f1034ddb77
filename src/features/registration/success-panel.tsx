import { useEffect, useRef, useState, type FormEvent } from 'react'
import { PaymentRedirectError } from '@amrs/shared/api/payment-redirect-error'
import { Banner } from '@/components/ui/banner'
import { Dialog } from '@/components/ui/dialog'
import { MyRegistrationLink } from '@/components/layout/conference-my-registration-link'
import { PostForm } from '@/components/ui/post-form'
import { registrationMessages } from '@amrs/shared/messages'
import { useSubmit } from '@/lib/use-submit'
import styles from './success-panel.module.css'

const paymentStartError = (failure: unknown) =>
  failure instanceof PaymentRedirectError
    ? `${registrationMessages.paymentStart} ${failure.message}`
    : registrationMessages.paymentStart

/**
 * "Registration Successful!" with Make Payment, which asks before leaving for the payment page.
 * Make Payment submits a form to the payment initialisation (`/forms/payment`, the email in its
 * body): without scripts the Node server sends the visitor on to the checkout.
 */
export function SuccessPanel({ email, firstname }: { email: string; firstname: string }) {
  const [asking, setAsking] = useState(false)
  const { busy, error, run } = useSubmit(paymentStartError, { holdOnSuccess: true })
  const heading = useRef<HTMLHeadingElement>(null)
  // The panel replaces the form (and its focused Submit button): move focus to its heading.
  useEffect(() => {
    heading.current?.focus()
  }, [])

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!busy) setAsking(true)
  }

  const pay = async () => {
    setAsking(false)
    await run(async () => {
      // Loaded on the tap: the payment client is not part of the registration form's page.
      const { startPayment, PAYMENT_INITIALIZE_TIMEOUT_MS } =
        await import('@/api/conference/payment')
      window.location.assign(await startPayment(email.trim(), PAYMENT_INITIALIZE_TIMEOUT_MS))
    })
  }

  return (
    <section className={styles.success} aria-labelledby="registration-success-title">
      <h2 id="registration-success-title" ref={heading} tabIndex={-1}>
        Registration Successful!
      </h2>
      <p>
        Thank you, {firstname}. Your registration for <strong>{email}</strong> has been received.
      </p>
      <p>Pay your registration fee now, or later from the payment page with the same email.</p>
      {error ? <Banner>{error}</Banner> : null}
      <PostForm formId="payment" onSubmit={ask}>
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="button button--accent" disabled={busy}>
          {busy ? 'Starting payment...' : 'Make Payment'}
        </button>
      </PostForm>
      <MyRegistrationLink />
      {busy ? (
        <p role="status" className="visually-hidden">
          Starting payment…
        </p>
      ) : null}
      <Dialog
        open={asking}
        title="Go to payment now?"
        onClose={() => setAsking(false)}
        actions={
          <>
            <button type="button" className="button" onClick={pay}>
              Yes, go to payment
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAsking(false)}
            >
              Not now
            </button>
          </>
        }
      >
        <p>
          You will leave this page for the secure payment page to pay the registration fee for{' '}
          {email}.
        </p>
      </Dialog>
    </section>
  )
}
