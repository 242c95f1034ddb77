import { useId } from 'react'
import { WORKSHOP_VALUES } from '@amrs/shared/contract/conference'
import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { formatMoney } from '@/lib/money'
import { setWorkshopOption, toggleWorkshop } from '@amrs/shared/form-rules/registration.rules'
import type { RegistrationForm } from './use-registration-form'
import choiceStyles from '@/components/ui/choice-group.module.css'
import styles from './registration.module.css'

interface Props {
  form: RegistrationForm
  extraFees: RegistrationFormQueryResult['extraFees']
  workshops: RegistrationFormQueryResult['workshops']
  /** False once the workshops have taken place: the form no longer offers them (record 0102). */
  workshopsOpen: boolean
}

/**
 * Additional Options (banquet, excursion, workshop) and the workshop choice list
 * (docs/decisions/0026-registration-form-rules-and-errors.md). The list is always in the page
 * while workshops can be chosen, `hidden` until the workshop box is ticked: CSS shows it as soon
 * as the box is ticked, so it appears without scripts and before they run (record 0102).
 */
export function OptionsSection({ form, extraFees, workshops, workshopsOpen }: Props) {
  const errorId = useId()
  const { values } = form
  const feeLabel = (key: 'banquet' | 'excursion', fallback: string) => {
    const fee = extraFees.find((f) => f.key === key)
    return fee
      ? `${fee.title ?? fallback}${typeof fee.amount === 'number' ? ` (${formatMoney(fee.amount)})` : ''}`
      : fallback
  }
  const workshopError = form.errors.workshop_category
  const chosen = values.workshop_category ?? []

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Additional Options</legend>
      <div className={choiceStyles.choices}>
        {(['banquet', 'excursion'] as const).map((key) => (
          <label key={key} className={choiceStyles.choice}>
            <input
              type="checkbox"
              name={key}
              checked={values[key]}
              onChange={(e) => {
                const checked = e.currentTarget.checked
                form.update((v) => ({ ...v, [key]: checked }))
              }}
            />
            <span>{feeLabel(key, key === 'banquet' ? 'Banquet' : 'Excursion')}</span>
          </label>
        ))}
        {workshopsOpen ? (
          <label className={choiceStyles.choice}>
            <input
              type="checkbox"
              name="is_workshop"
              checked={values.is_workshop}
              onChange={(e) => {
                const checked = e.currentTarget.checked
                form.update((v) => setWorkshopOption(v, checked), 'workshop_category')
              }}
            />
            <span>Pre-conference workshop</span>
          </label>
        ) : null}
      </div>
      {workshopsOpen ? (
        <fieldset
          hidden={!values.is_workshop}
          className={choiceStyles.group}
          data-invalid={workshopError ? 'true' : undefined}
          aria-describedby={workshopError ? errorId : undefined}
        >
          <legend className={choiceStyles.legend}>Workshops (choose at least one)</legend>
          <div className={choiceStyles.choices}>
            {WORKSHOP_VALUES.map((value) => (
              <label key={value} className={choiceStyles.choice}>
                <input
                  type="checkbox"
                  name="workshop_category"
                  value={value}
                  checked={chosen.includes(value)}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked
                    form.update((v) => toggleWorkshop(v, value, checked), 'workshop_category')
                  }}
                />
                <span>
                  {workshops.find((w) => w.apiValue === value)?.title ?? value.replace(/_/g, ' ')}
                </span>
              </label>
            ))}
          </div>
          {workshopError ? (
            <p id={errorId} className={styles.error}>
              {workshopError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </fieldset>
  )
}
