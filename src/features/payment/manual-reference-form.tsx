import { useState, type FormEvent } from 'react'
import { Field } from '@/components/ui/field'
import { verificationPanelText } from '@/lib/messages'
import { useSubmit } from '@/lib/use-submit'
import styles from './verification.module.css'

export const MANUAL_REFERENCE_EMPTY = 'Enter the reference code.'

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
      <p id="manual-reference-text">{verificationPanelText.manualText}</p>
      <Field label="Reference code" error={error} required>
        <input
          name="reference"
          type="text"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder={verificationPanelText.manualPlaceholder}
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
