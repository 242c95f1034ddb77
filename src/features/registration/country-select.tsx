import { Field } from '@/components/ui/field'
import { COUNTRIES } from '@amrs/shared/countries'
import type { RegistrationForm } from './use-registration-form'

/**
 * About 250 countries and territories (ISO 3166-1), blank "Select Country" default. The list is
 * part of the page (server-rendered, no request, no ICU): it works before the scripts start.
 */
export function CountrySelect({ form }: { form: RegistrationForm }) {
  return (
    <Field label="Country" error={form.errors.affiliation_address_country} required>
      <select
        name="affiliation_address_country"
        autoComplete="country"
        value={form.values.affiliation_address_country}
        onChange={(event) => {
          const value = event.currentTarget.value
          form.update(
            (v) => ({ ...v, affiliation_address_country: value }),
            'affiliation_address_country',
          )
        }}
      >
        <option value="">Select Country</option>
        {COUNTRIES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </Field>
  )
}
