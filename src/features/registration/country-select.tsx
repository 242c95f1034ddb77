import { Field } from '@/components/ui/field'
import { useCountries } from './use-countries'
import type { RegistrationForm } from './use-registration-form'

/** About 250 countries and territories (ISO 3166-1), blank "Select Country" default. */
export function CountrySelect({ form }: { form: RegistrationForm }) {
  const countries = useCountries()
  return (
    <Field label="Country" error={form.errors.affiliation_address_country} required>
      <select
        name="affiliation_address_country"
        autoComplete="country"
        value={form.values.affiliation_address_country}
        aria-busy={countries === null || undefined}
        onChange={(event) => {
          const value = event.currentTarget.value
          form.update(
            (v) => ({ ...v, affiliation_address_country: value }),
            'affiliation_address_country',
          )
        }}
      >
        <option value="">Select Country</option>
        {countries?.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </Field>
  )
}
