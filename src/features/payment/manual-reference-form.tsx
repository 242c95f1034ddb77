import { useState, type FormEvent } from 'react'
import { Field } from '@/components/ui/field'
import { useSubmit } from '@/lib/use-submit'
import styles from './verification.module.css'

export const MANUAL_REFERENCE_EMPTY = 'Enter the reference code.'
export const MANUAL_TEXT =
  'Please enter the reference code on the transaction receipt sent to your email.'

/** manual-verify: a required reference input; Verify stores it and reloads (spec §2). */
export function ManualReferenceForm({ onSubmit }: { onSubmit: (reference: string) => void }) {
  const [reference, setReference] = useState('')
  const { error, setError, run } = useSubmit((refusal) => String(refusal))
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    await run(() => {
      if (!reference.trim()) throw MANUAL_REFERENCE_EMPTY
      onSubmit(reference.trim())
    })
  }
  return (
    <form noValidate onSubmit={submit} className={styles.manual}>
      <p id="manual-reference-text">{MANUAL_TEXT}</p>
      <Field label="Reference code" error={error} required>
        <input
          name="reference"
          type="text"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="IUMRS_ICAM25XXXXXXXX"
          value={reference}
          onChange={(event) => {
            setReference(event.currentTarget.value)
            setError(null)
          }}
        />
      </Field>
      <button type="submit" className="button">
        Verify
      </button>
    </form>
  )
}
