import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { ApiError } from '@amrs/shared/api/client'
import {
  PAYMENT_INITIALIZE_TIMEOUT_MS,
  PaymentRedirectError,
  startPayment,
} from '@/api/conference/payment'
import { Banner } from '@/components/ui/banner'
import { Field } from '@/components/ui/field'
import { paths } from '@amrs/shared/paths'
import { useFormEcho } from '@/lib/form-echo'
import { paymentInitMessages } from '@amrs/shared/messages'
import { useSubmit } from '@/lib/use-submit'
import styles from './payment.module.css'
import { PostForm } from '@/components/ui/post-form'

const initMessages = paymentInitMessages

function initErrorMessage(failure: unknown): string {
  if (failure instanceof PaymentRedirectError) return failure.message
  return failure instanceof ApiError && failure.status === 422
    ? initMessages.invalid
    : initMessages.other
}

/**
 * "Pay your registration fee": email → initialise → the provider's page
 * (docs/decisions/0023-payment-page-variants.md).
 */
export function InitializePaymentForm() {
  const echo = useFormEcho('payment')
  const [email, setEmail] = useState(echo?.values.email ?? '')
  const { busy, error, setError, run } = useSubmit(initErrorMessage, {
    holdOnSuccess: true,
    initialError: echo?.error ?? null,
  })
  const input = useRef<HTMLInputElement>(null)
  // After a refusal the field is enabled again: keyboard focus goes back to it.
  useEffect(() => {
    if (error && !busy) input.current?.focus()
  }, [error, busy])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!email.trim()) return setError(initMessages.blank)
    await run(async () => {
      window.location.assign(await startPayment(email.trim(), PAYMENT_INITIALIZE_TIMEOUT_MS))
    })
  }

  return (
    <PostForm
      formId="payment"
      className={styles.card}
      onSubmit={submit}
      aria-labelledby="pay-fee-title"
    >
      <h2 id="pay-fee-title">Pay your registration fee</h2>
      <p className={styles.hint}>
        Enter the email you registered with. You will be taken to the payment page.
      </p>
      {error ? <Banner>{error}</Banner> : null}
      <Field label="Email" error={error}>
        <input
          ref={input}
          type="email"
          name="email"
          autoComplete="email"
          required
          disabled={busy}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            setError(null)
          }}
        />
      </Field>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Processing...' : 'Initialize payment'}
        </button>
        <Link to={paths.conference.paymentVerification} className="button button--secondary">
          Verify transaction
        </Link>
      </div>
      {busy ? (
        <p role="status" className="visually-hidden">
          Processing…
        </p>
      ) : null}
    </PostForm>
  )
}
