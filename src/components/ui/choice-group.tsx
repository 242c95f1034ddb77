import { useId, type ReactNode } from 'react'
import styles from './registration.module.css'

interface Choice<V extends string> {
  value: V
  label: ReactNode
}

interface ChoiceGroupProps<V extends string> {
  legend: ReactNode
  name: string
  choices: readonly Choice<V>[]
  value: V
  onChange: (value: V) => void
  hint?: ReactNode
}

/** A required radio group: fieldset + legend, one label per radio (spec §5: always a choice). */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  hint,
}: ChoiceGroupProps<V>) {
  const hintId = useId()
  return (
    <fieldset className={styles.group} aria-describedby={hint ? hintId : undefined}>
      <legend className={styles.groupLegend}>{legend}</legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              required
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
