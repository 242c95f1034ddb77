import { useEffect, useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { ApiError } from '@amrs/shared/api/client'
import { verifyProfile } from '@/api/membership'
import { paths } from '@amrs/shared/paths'
import { useFormEcho } from '@/lib/form-echo'
import { Banner } from '@/components/ui/banner'
import { landingState } from '@/components/layout/landing-notice'
import { Field } from '@/components/ui/field'
import { ConsentText } from '@/components/ui/consent-text'
import { useSubmit } from '@/lib/use-submit'
import styles from './membership.module.css'
import {
  bannerText,
  checkVerifyEntry,
  verifyErrorMessage,
} from '@amrs/shared/form-rules/verify.rules'
import { PostForm } from '@/components/ui/post-form'

/** Verify Profile (/login), its messages in the product's wording (docs/decisions/0037). */
export function VerifyForm() {
  const navigate = useNavigate()
  const location = useLocation()
  const echo = useFormEcho('verify')
  const [email, setEmail] = useState(echo?.values.email ?? '')
  // A refusal is thrown as the answer's body (Client_Profile_X false) or an ApiError.
  const { busy, error, setError, run } = useSubmit(
    (caught) => verifyErrorMessage(caught instanceof ApiError ? caught.data : caught),
    { initialError: echo?.error ?? null },
  )

  // The error banner is cleared whenever the route changes (state adjusted during render)...
  const [routeKey, setRouteKey] = useState(location.key)
  if (routeKey !== location.key) {
    setRouteKey(location.key)
    setError(null)
  }
  // ...also when the visitor leaves and comes back before the next page showed (a navigation
  // is a transition: this page stays on screen until the next one's code has loaded).
  useEffect(() => {
    const clear = () => setError(null)
    window.addEventListener('popstate', clear)
    return () => window.removeEventListener('popstate', clear)
  }, [setError])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const empty = checkVerifyEntry(email)
    if (empty) return setError(empty)
    const outcome = await run(async () => {
      const result = await verifyProfile(email.trim())
      if (!result.Client_Profile_X) throw result
    })
    if (outcome.status === 'done') await navigate(paths.home, { state: landingState('verify') })
  }

  return (
    <section className={styles.card} aria-labelledby="verify-title">
      <h1 id="verify-title">Verify Profile</h1>
      <p className={styles.lead}>
        New to the society?{' '}
        <Link to={paths.signup} onClick={() => setError(null)}>
          Submit a profile
        </Link>
      </p>
      {error ? <Banner>{bannerText(error)}</Banner> : null}
      <PostForm formId="verify" onSubmit={onSubmit} aria-busy={busy}>
        <Field label="Email" hint="The email address of your member profile">
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(null)
            }}
          />
        </Field>
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          {busy ? 'Verifying…' : 'Verify'}
        </button>
        {/* Progress for screen readers (the focused button only goes quiet while disabled). */}
        <p role="status" className="visually-hidden">
          {busy ? 'Verifying your profile…' : ''}
        </p>
      </PostForm>
      <ConsentText action="verifying your profile" />
    </section>
  )
}
