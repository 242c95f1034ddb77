import { useState, type FormEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { canonicalPaymentReference } from '@amrs/shared/contract/conference'
import { Field } from '@/components/ui/field'
import { useFormEcho } from '@/lib/form-echo'
import { verificationPanelText } from '@amrs/shared/messages'
import { useSubmit } from '@/lib/use-submit'
import { MANUAL_REFERENCE_EMPTY } from '@amrs/shared/form-rules/verification.machine'
import styles from './verification.module.css'
import { PostForm } from '@/components/ui/post-form'

/**
 * manual-verify: a required reference input; Verify stores it and reloads
 * (docs/decisions/0027-payment-verification-polling.md).
 */
export function ManualReferenceForm({ onSubmit }: { onSubmit: (reference: string) => void }) {
  const echo = useFormEcho('manual-reference')
  // The provider's return address names the reference (in its form or ours): the form starts with it.
  const returned = canonicalPaymentReference(
    new URLSearchParams(useLocation().search).get('reference'),
  )
  const [reference, setReference] = useState(echo?.values.reference ?? returned ?? '')
  const { error, setError, run } = useSubmit((refusal) => String(refusal), {
    initialError: echo?.error ?? null,
  })
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    await run(() => {
      if (!reference.trim()) throw MANUAL_REFERENCE_EMPTY
      onSubmit(reference.trim())
    })
  }
  return (
    <PostForm formId="manual-reference" onSubmit={submit} className={styles.manual}>
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
    </PostForm>
  )
}
