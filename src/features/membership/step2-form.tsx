import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { CHAPTERS, type Chapter } from '@amrs/shared/contract/membership'
import { createProfile } from '@/api/membership'
import { paths } from '@amrs/shared/paths'
import { useFormEcho } from '@/lib/form-echo'
import { Field } from '@/components/ui/field'
import { ConsentText } from '@/components/ui/consent-text'
import { useSubmit } from '@/lib/use-submit'
import { ErrorSummary } from './error-summary'
import styles from './membership.module.css'
import { clearStep1 } from './signup-storage'
import {
  buildProfile,
  EMPTY_STEP2,
  profileSubmitFailure,
  step2Errors,
  type FieldErrors,
  type Step1Data,
  type Step2Data,
  type SubmitFailure,
} from '@amrs/shared/form-rules/signup.rules'
import { SubmittedPanel } from './submitted-panel'
import { PostForm } from '@/components/ui/post-form'

const STEP1_KEYS = ['surname', 'first_name', 'other_name', 'date_of_birth', 'contact_number']

/** Submit Profile (/signup/profile), step 2: email, chapter, password; sends all eight fields. */
export function Step2Form({ step1 }: { step1: Step1Data }) {
  const echo = useFormEcho('signup-profile')
  const [data, setData] = useState<Step2Data>(() => ({
    ...EMPTY_STEP2,
    email: echo?.values.email ?? '',
    chapter: (echo?.values.chapter as Chapter | undefined) ?? EMPTY_STEP2.chapter,
  }))
  const [showPassword, setShowPassword] = useState(false)
  const {
    busy,
    error: failure,
    setError: setFailure,
    run,
  } = useSubmit<SubmitFailure>(profileSubmitFailure, {
    initialError: echo?.error ? { message: echo.error, fields: echo.fields ?? {} } : null,
  })
  const [done, setDone] = useState<string | null>(echo?.done ?? null)

  const set = (key: keyof Step2Data) => (event: { target: { value: string } }) =>
    setData({ ...data, [key]: event.target.value as Chapter })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const missing = step2Errors(data)
    if (Object.keys(missing).length)
      return setFailure({ message: 'Please correct these fields:', fields: missing })
    await run(async () => {
      const result = await createProfile(buildProfile(step1, data))
      clearStep1()
      setDone(result.email)
    })
  }

  if (done) return <SubmittedPanel email={done} />
  const errors: FieldErrors = failure?.fields ?? {}
  const step1Problem = Object.keys(errors).some((key) => STEP1_KEYS.includes(key))
  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <p className={styles.step}>Step 2 of 2</p>
      <h1 id="profile-title">Submit Profile</h1>
      <p className={styles.lead}>
        Almost done, {step1.first_name}. Already a member?{' '}
        <Link to={paths.login}>Verify your profile</Link>
      </p>
      {failure ? <ErrorSummary title={failure.message} errors={errors} /> : null}
      {step1Problem ? (
        <p>
          <Link to={paths.signup}>Edit your details in step 1</Link>
        </p>
      ) : null}
      <PostForm formId="signup-profile" onSubmit={onSubmit} aria-busy={busy}>
        {/* Step 1 travels with the form when the server answers it (no scripts). */}
        {Object.entries(step1).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field label="Email" required error={errors.email}>
          <input
            type="email"
            name="email"
            autoComplete="email"
            value={data.email}
            onChange={set('email')}
          />
        </Field>
        <Field label="Chapter" required error={errors.chapter}>
          <select name="chapter" value={data.chapter} onChange={set('chapter')}>
            {CHAPTERS.map((chapter) => (
              <option key={chapter.value} value={chapter.value}>
                {chapter.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Password" required error={errors.password}>
          <input
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="new-password"
            value={data.password}
            onChange={set('password')}
          />
        </Field>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={showPassword}
          onClick={() => setShowPassword(!showPassword)}
        >
          Show password
        </button>
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          {busy ? 'Submitting…' : 'Submit'}
        </button>
        <p role="status" className="visually-hidden">
          {busy ? 'Submitting your profile…' : ''}
        </p>
      </PostForm>
      <ConsentText action="submitting your profile" />
    </section>
  )
}
