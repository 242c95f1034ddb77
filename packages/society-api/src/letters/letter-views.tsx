/** @jsxImportSource hono/jsx */
import { COUNTRIES } from '@amrs/shared/countries'
import { MY_PATH } from '../my-registration/views.tsx'
import { LETTER_FIELDS, LETTER_LABELS, type LetterField, type LetterForm } from './letter-rules.ts'
import type { LetterRequestRow } from './letters-store.ts'
import { formatDay } from './letter-content.ts'

export const LETTER_PDF_PATH = `${MY_PATH}/visa-letter.pdf`
export const LETTER_HTML_PATH = `${MY_PATH}/visa-letter.html`

const INPUT: Record<LetterField, { type: string; autocomplete?: string; hint?: string }> = {
  passportName: { type: 'text', autocomplete: 'name', hint: 'Exactly as printed in the passport.' },
  // A list, not text: the registration form's countries (LetterField 'nationality' below).
  nationality: { type: 'select', autocomplete: 'country', hint: 'The country of your passport.' },
  passportNumber: {
    type: 'text',
    autocomplete: 'off',
    hint: 'Seen only by the secretariat; not printed on the letter.',
  },
  birthDate: { type: 'date', autocomplete: 'bday' },
  embassy: { type: 'text', hint: 'For example: Embassy of Ghana in Berlin.' },
}

export interface LetterFormProps {
  form?: Partial<LetterForm>
  errors?: Partial<Record<LetterField, string>>
}

/** The request form: each field labelled, its error next to it and named by aria-describedby. */
export function LetterRequestForm({ form = {}, errors = {} }: LetterFormProps) {
  const count = Object.keys(errors).length
  return (
    <form method="post" action={`${MY_PATH}/visa-letter`} class="stack" novalidate>
      {count > 0 && (
        <p role="alert">{`The request was not sent: ${count} field(s) to correct below.`}</p>
      )}
      {LETTER_FIELDS.map((field) => {
        const spec = INPUT[field]
        const described = [spec.hint && `${field}-hint`, errors[field] && `${field}-error`]
          .filter(Boolean)
          .join(' ')
        return (
          <div class="field">
            <label for={`letter-${field}`}>{LETTER_LABELS[field]}</label>
            {spec.hint && <span id={`${field}-hint`}>{spec.hint}</span>}
            {errors[field] && (
              <span id={`${field}-error`} class="error">
                {errors[field]}
              </span>
            )}
            {spec.type === 'select' ? (
              <select
                id={`letter-${field}`}
                name={field}
                required
                autocomplete={spec.autocomplete}
                aria-invalid={errors[field] ? 'true' : undefined}
                aria-describedby={described || undefined}
              >
                <option value="">Select country</option>
                {COUNTRIES.map(([code, name]) => (
                  <option value={code} selected={form[field] === code || form[field] === name}>
                    {name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`letter-${field}`}
                name={field}
                type={spec.type}
                value={form[field] ?? ''}
                required
                maxlength={spec.type === 'text' ? 120 : undefined}
                autocomplete={spec.autocomplete}
                aria-invalid={errors[field] ? 'true' : undefined}
                aria-describedby={described || undefined}
              />
            )}
            {field === 'birthDate' && form.birthDate && !errors.birthDate && (
              <span>{`You entered ${formatDay(form.birthDate)}.`}</span>
            )}
          </div>
        )
      })}
      <button type="submit">Request a visa letter</button>
    </form>
  )
}

/** The Documents section's visa letter part, by the latest request's state. */
export function VisaLetterPart({
  latest,
  eligible,
}: {
  latest: LetterRequestRow | null
  eligible: boolean
}) {
  if (latest?.state === 'issued')
    return (
      <p>
        <a href={LETTER_PDF_PATH}>Visa invitation letter (PDF)</a>
        {' · '}
        <a href={LETTER_HTML_PATH}>Visa invitation letter (web page)</a>
      </p>
    )
  if (latest?.state === 'pending')
    return <p>Your visa letter request is with the secretariat. We e-mail you when it is ready.</p>
  if (!eligible) return <p>Visa invitation letters are for delegates whose registration is paid.</p>
  return (
    <>
      {latest?.state === 'refused' && (
        <p>Your last request was not approved: please write to the secretariat.</p>
      )}
      <h3>Visa invitation letter</h3>
      <LetterRequestForm />
    </>
  )
}
