import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import { useFormEcho } from '@/lib/form-echo'
import { Field } from '@/components/ui/field'
import { ErrorSummary } from './error-summary'
import styles from './membership.module.css'
import { loadStep1, saveStep1 } from './signup-storage'
import {
  EMPTY_STEP1,
  step1Errors,
  type FieldErrors,
  type Step1Data,
} from '@amrs/shared/form-rules/signup.rules'
import { PostForm } from '@/components/ui/post-form'

const today = () => new Date().toISOString().slice(0, 10)

/** Get Started (/signup), step 1: personal details kept in sessionStorage for step 2. */
export function Step1Form() {
  const navigate = useNavigate()
  const echo = useFormEcho('signup')
  const [data, setData] = useState<Step1Data>(() =>
    echo ? { ...EMPTY_STEP1, ...echo.values } : (loadStep1() ?? EMPTY_STEP1),
  )
  const [errors, setErrors] = useState<FieldErrors | null>(echo?.fields ?? null)

  const set = (key: keyof Step1Data) => (event: { target: { value: string } }) => {
    const next = { ...data, [key]: event.target.value }
    setData(next)
    saveStep1(next)
    if (errors) setErrors(step1Errors(next))
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = step1Errors(data)
    setErrors(found)
    if (Object.keys(found).length) return
    saveStep1(data)
    navigate(paths.signupProfile)
  }

  const shown = errors && Object.keys(errors).length ? errors : null
  return (
    <section className={styles.card} aria-labelledby="signup-title">
      <p className={styles.step}>Step 1 of 2</p>
      <h1 id="signup-title">Get Started</h1>
      <p className={styles.lead}>
        Tell us about yourself. Already a member? <Link to={paths.login}>Verify your profile</Link>
      </p>
      {shown ? (
        <ErrorSummary title="Please correct these fields to continue:" errors={shown} />
      ) : null}
      <p className={styles.required}>Fields marked * are required.</p>
      <PostForm formId="signup" onSubmit={onSubmit}>
        <div className={styles.row}>
          <Field label="Surname" required error={shown?.surname}>
            <input
              type="text"
              name="surname"
              autoComplete="family-name"
              value={data.surname}
              onChange={set('surname')}
            />
          </Field>
          <Field label="First name" required error={shown?.first_name}>
            <input
              type="text"
              name="first_name"
              autoComplete="given-name"
              value={data.first_name}
              onChange={set('first_name')}
            />
          </Field>
        </div>
        <Field label="Other names" hint="Optional: middle or other names">
          <input
            type="text"
            name="other_name"
            autoComplete="additional-name"
            value={data.other_name}
            onChange={set('other_name')}
          />
        </Field>
        <div className={styles.row}>
          {/* Its hint also keeps the two inputs of the row level with each other. */}
          <Field
            label="Date of birth"
            required
            error={shown?.date_of_birth}
            hint="Day, month and year"
          >
            <input
              type="date"
              name="date_of_birth"
              autoComplete="bday"
              min="1900-01-01"
              max={today()}
              value={data.date_of_birth}
              onChange={set('date_of_birth')}
            />
          </Field>
          <Field
            label="Contact"
            required
            error={shown?.contact_number}
            hint="e.g. +233 24 123 4567"
          >
            <input
              type="tel"
              name="contact_number"
              autoComplete="tel"
              value={data.contact_number}
              onChange={set('contact_number')}
            />
          </Field>
        </div>
        <button type="submit" className={`button ${styles.submit}`}>
          Continue
        </button>
      </PostForm>
    </section>
  )
}
