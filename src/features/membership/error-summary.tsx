import { Banner } from '@/components/ui/banner'
import { FIELD_LABELS, type FieldErrors } from '@amrs/shared/form-rules/signup.rules'
import styles from './membership.module.css'
import type { ProfileField } from '@amrs/shared/contract/membership'

/** A banner (role="alert") naming every field that needs attention. */
export function ErrorSummary({ title, errors }: { title: string; errors: FieldErrors }) {
  const entries = Object.entries(errors) as [ProfileField, string][]
  return (
    <Banner>
      <div className={styles.summary}>
        <strong>{title}</strong>
        {entries.length ? (
          <ul>
            {entries.map(([field, message]) => (
              <li key={field}>
                {FIELD_LABELS[field]}: {message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Banner>
  )
}
