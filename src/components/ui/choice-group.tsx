import { useId, type ReactNode } from 'react'
import styles from './choice-group.module.css'

interface Choice<V extends string> {
  value: V
  label: ReactNode
  /** Shown but not choosable (e.g. a fee period that does not apply today). */
  disabled?: boolean
}

interface ChoiceGroupProps<V extends string> {
  legend: ReactNode
  name: string
  choices: readonly Choice<V>[]
  /** '' while none is chosen. */
  value: V | ''
  onChange: (value: V) => void
  hint?: ReactNode
  /** Radios are required unless the state already has a default outside the list. */
  required?: boolean
  /** One choice per line instead of a wrapping row. */
  stacked?: boolean
}

/** A radio group: fieldset + legend, one label per radio; required by default. */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  hint,
  required = true,
  stacked = false,
}: ChoiceGroupProps<V>) {
  const hintId = useId()
  return (
    <fieldset className={styles.group} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices} data-stacked={stacked || undefined}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              required={required}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
