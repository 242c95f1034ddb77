import {
  PRESENTATION_MODES,
  SYMPOSIUM_TYPES,
  type PresentationMode,
  type SymposiumType,
} from '@amrs/shared/contract/conference'
import { Field } from '@/components/ui/field'
import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { AbstractDropZone } from './abstract-drop-zone'
import type { RegistrationForm } from './use-registration-form'
import styles from './registration.module.css'

const modeLabels: Record<PresentationMode, string> = {
  'in-attendance': 'In attendance',
  poster: 'Poster',
  oral: 'Oral',
}

interface Props {
  form: RegistrationForm
  guidance: RegistrationFormQueryResult['abstractGuidance']
  symposia: RegistrationFormQueryResult['symposia']
}

/**
 * Abstract upload; symposium and presentation mode appear only once a file is chosen
 * (docs/decisions/0026-registration-form-rules-and-errors.md).
 */
export function AbstractSection({ form, guidance, symposia }: Props) {
  const min = guidance?.minWords ?? 150
  const max = guidance?.maxWords ?? 300
  const limit = guidance?.maxFileSizeMb ?? 1
  const symposiumLabel = (value: SymposiumType) =>
    symposia.find((s) => s.apiValue === value)?.title ?? value.replace(/_/g, ' ')

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Abstract</legend>
      <p className={styles.hint}>
        Optional. A one-page abstract with a title, {min}-{max} words.
      </p>
      <AbstractDropZone
        file={form.file}
        error={form.errors.abstract}
        limitMb={limit}
        onChoose={form.chooseFile}
        onRemove={form.deleteFile}
      />
      {form.file && form.values.abstract_required ? (
        <>
          <Field label="Symposium" error={form.errors.symposium_type} required>
            <select
              name="symposium_type"
              value={form.values.symposium_type}
              onChange={(event) => {
                const value = event.currentTarget.value as SymposiumType
                form.update((v) => ({ ...v, symposium_type: value }), 'symposium_type')
              }}
            >
              {SYMPOSIUM_TYPES.map((value) => (
                <option key={value} value={value}>
                  {symposiumLabel(value)}
                </option>
              ))}
            </select>
          </Field>
          <ChoiceGroup
            legend="Presentation mode"
            name="presentational_mode"
            value={form.values.presentational_mode}
            choices={PRESENTATION_MODES.map((value) => ({ value, label: modeLabels[value] }))}
            onChange={(value) =>
              form.update((v) => ({ ...v, presentational_mode: value }), 'presentational_mode')
            }
          />
        </>
      ) : null}
    </fieldset>
  )
}
