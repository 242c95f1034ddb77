import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import styles from './membership.module.css'

/** Shown instead of the form once the society API has stored the profile. */
export function SubmittedPanel({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <section className={`${styles.card} ${styles.panel}`} aria-labelledby="submitted-title">
      <p className={styles.step}>Profile submitted</p>
      <h1 id="submitted-title" ref={heading} tabIndex={-1}>
        Thank you! Your profile has been submitted.
      </h1>
      <p role="status">
        We stored the profile for <strong>{email}</strong>. You can now verify it with this email
        address.
      </p>
      <div className={styles.actions}>
        <Link className="button" to={paths.login}>
          Verify your profile
        </Link>
        <Link className="button button--secondary" to={paths.home}>
          Back to home
        </Link>
      </div>
    </section>
  )
}
