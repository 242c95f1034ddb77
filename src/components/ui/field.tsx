import { cloneElement, useId, type ReactElement, type ReactNode } from 'react'
import styles from './field.module.css'

interface FieldProps {
  label: ReactNode
  /** The input/select/textarea; Field gives it id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>
  hint?: ReactNode
  error?: string | null
  required?: boolean
}

/** One form field: label, hint and error text wired to the control for screen readers. */
export function Field({ label, children, hint, error, required }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  const control = cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required: required ?? children.props.required,
  })
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
