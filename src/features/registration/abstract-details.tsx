import type { PresentationMode, SymposiumType } from '@amrs/shared/contract/conference'
import { Field } from '@/components/ui/field'
import { ChoiceGroup } from '@/components/ui/choice-group'
import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { AbstractAuthors } from './abstract-authors'
import type { AbstractKit } from './abstract-kit'
import type { RegistrationForm } from './use-registration-form'

/** What an author button does (the form's submit handler imports it from here, so its code loads
 *  with the rows' and not with the route's). */
export { applyAuthorAction } from '@amrs/shared/form-rules/author-actions'

const modeLabels: Record<PresentationMode, string> = {
  'in-attendance': 'In attendance',
  poster: 'Poster',
  oral: 'Oral',
}

export interface AbstractDetailsProps {
  form: RegistrationForm
  symposia: RegistrationFormQueryResult['symposia']
  kit: AbstractKit
}

/**
 * What the abstract is (docs/decisions/0066): title, authors in order with who presents, symposium and
 * presentation mode. Its code loads apart from the route's (the route is at its size budget) and
 * imports nothing the route has (`AbstractKit`); the server renders it, so it is there without
 * scripts and at the first paint.
 */
export function AbstractDetails({ form, symposia, kit }: AbstractDetailsProps) {
  const symposiumLabel = (value: SymposiumType) =>
    symposia.find((s) => s.apiValue === value)?.title ?? value.replace(/_/g, ' ')
  return (
    <>
      <Field label="Abstract title" error={form.errors.abstract_title}>
        <input
          name="abstract_title"
          maxLength={kit.titleMax}
          value={form.values.abstract_title}
          onChange={(event) => {
            const value = event.currentTarget.value
            form.update((v) => ({ ...v, abstract_title: value }), 'abstract_title')
          }}
        />
      </Field>
      <AbstractAuthors form={form} kit={kit} />
      <Field label="Symposium" error={form.errors.symposium_type} required>
        <select
          name="symposium_type"
          value={form.values.symposium_type}
          onChange={(event) => {
            const value = event.currentTarget.value as SymposiumType
            form.update((v) => ({ ...v, symposium_type: value }), 'symposium_type')
          }}
        >
          {kit.symposiumTypes.map((value) => (
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
        choices={kit.modes.map((value) => ({ value, label: modeLabels[value] }))}
        onChange={(value) =>
          form.update((v) => ({ ...v, presentational_mode: value }), 'presentational_mode')
        }
      />
    </>
  )
}
