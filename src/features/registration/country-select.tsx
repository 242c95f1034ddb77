import { Field } from '@/components/ui/field'
import { COUNTRIES } from '@amrs/shared/countries'
import type { RegistrationForm } from './use-registration-form'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The options as one piece of markup (docs/decisions/0107-hydration-that-fits-a-phone.md): React
 * hydrates the select as one element instead of about 250 option elements (a quarter of the
 * registration form's elements), and never re-renders them. The select stays controlled: React
 * sets the chosen option by its value, whatever made the options.
 */
export const COUNTRY_OPTIONS_HTML = [
  '<option value="">Select Country</option>',
  ...COUNTRIES.map(([code, name]) => `<option value="${code}">${escapeHtml(name)}</option>`),
].join('')

/**
 * The options with the chosen one marked `selected`: the server's page (a form answered without
 * scripts keeps the country chosen) says which is chosen, as React's own options would.
 */
export const countryOptionsHtml = (chosen: string) =>
  chosen
    ? COUNTRY_OPTIONS_HTML.replace(
        `<option value="${chosen}">`,
        `<option value="${chosen}" selected="">`,
      )
    : COUNTRY_OPTIONS_HTML

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
        dangerouslySetInnerHTML={{
          __html: countryOptionsHtml(form.values.affiliation_address_country),
        }}
      />
    </Field>
  )
}
