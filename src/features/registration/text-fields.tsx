import { EMAIL_PATTERN_ATTRIBUTE } from '@amrs/shared/contract/conference'
import { Field } from '@/components/ui/field'
import type { RegistrationForm } from './use-registration-form'
import type { RegistrationValues } from '@amrs/shared/form-rules/registration.rules'
import styles from './registration.module.css'

type TextName =
  | 'firstname'
  | 'surname'
  | 'location'
  | 'email'
  | 'confirmEmail'
  | 'contact'
  | 'affiliation'
  | 'affiliation_address_street'
  | 'affiliation_address_city'

interface TextFieldSpec {
  name: TextName
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete: string
}

/** A grid of required text inputs, each in a Field (label, error, aria wiring). */
export function TextFields({
  form,
  fields,
}: {
  form: RegistrationForm
  fields: readonly TextFieldSpec[]
}) {
  return (
    <div className={styles.grid}>
      {fields.map(({ name, label, type = 'text', autoComplete }) => (
        <Field key={name} label={label} error={form.errors[name]} required>
          <input
            name={name}
            type={type}
            autoComplete={autoComplete}
            pattern={type === 'email' ? EMAIL_PATTERN_ATTRIBUTE : undefined}
            value={form.values[name]}
            maxLength={type === 'email' ? 254 : 200}
            onChange={(event) => {
              const value = event.currentTarget.value
              form.update((v): RegistrationValues => ({ ...v, [name]: value }), name)
            }}
          />
        </Field>
      ))}
    </div>
  )
}

export const personalFields: readonly TextFieldSpec[] = [
  { name: 'firstname', label: 'First name', autoComplete: 'given-name' },
  { name: 'surname', label: 'Surname', autoComplete: 'family-name' },
  { name: 'location', label: 'Location', autoComplete: 'address-level2' },
  { name: 'contact', label: 'Contact (phone)', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'confirmEmail', label: 'Confirm email', type: 'email', autoComplete: 'email' },
]

export const affiliationFields: readonly TextFieldSpec[] = [
  { name: 'affiliation', label: 'Affiliation', autoComplete: 'organization' },
  { name: 'affiliation_address_street', label: 'Street', autoComplete: 'address-line1' },
  { name: 'affiliation_address_city', label: 'City', autoComplete: 'address-level2' },
]
