/** @jsxImportSource hono/jsx */
import { COUNTRY_OPTIONS, CORRECTABLE_LABELS } from '../registrations/correction-form.ts'
import { CORRECTABLE } from '../registrations/registrations-store.ts'

/**
 * The correction form's fields: text for each, the country a list of the registration form's
 * countries by name (posting its ISO code, as stored). A stored code the list lacks stays chosen.
 */
export function CorrectionFields({ value }: { value: (field: string) => string }) {
  return (
    <>
      {CORRECTABLE.map((field) =>
        field === 'affiliation_address_country' ? (
          <label>
            {CORRECTABLE_LABELS[field]}
            <select name={field} required autocomplete="country">
              {!COUNTRY_OPTIONS.some(([code]) => code === value(field)) && (
                <option value={value(field)} selected>
                  {value(field) || 'Select Country'}
                </option>
              )}
              {COUNTRY_OPTIONS.map(([code, name]) => (
                <option value={code} selected={code === value(field)}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label>
            {CORRECTABLE_LABELS[field]}
            <input name={field} value={value(field)} required maxlength={200} />
          </label>
        ),
      )}
    </>
  )
}
