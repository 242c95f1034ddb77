import { useCallback, useEffect, useMemo, useState, type FormEvent, type RefObject } from 'react'
import { useFormEcho } from '@/lib/form-echo'
import { useSubmit } from '@/lib/use-submit'
import { preloadSuccessPanel } from './deferred-success-panel'
import { abstractKit } from './abstract-kit'
import { clearDraft, loadDraft, saveDraft } from './registration-draft'
import { AUTHOR_ACTION } from '@amrs/shared/form-rules/abstract-authors'
import type { DescribedError } from '@amrs/shared/form-rules/registration-error'
import { registrationMessages } from '@amrs/shared/messages'
import { stagedAbstractOf } from '@amrs/shared/form-rules/staged-abstract'
import {
  attachAbstract,
  buildRegistrationPayload,
  checkAbstractFile,
  initialValues,
  removeAbstract,
  validateRegistration,
  validationBanner,
  type FieldErrors,
  type FieldName,
  type RegistrationValues,
} from '@amrs/shared/form-rules/registration.rules'

export type RegistrationStatus = 'idle' | 'submitting' | 'success' | 'failed'

/**
 * The request's code (the API client and its schemas) is not needed to show or fill in the form:
 * it loads when the visitor first changes something, or at the latest on submit, and stays out of
 * the route's first scripts (docs/decisions/0107-hydration-that-fits-a-phone.md).
 */
let submitModule: Promise<typeof import('./send-registration')> | undefined
const loadSubmit = () => (submitModule ??= import('./send-registration'))

/** What the form says when sending failed: the described failure, or (its code did not load) the
 *  network message. */
const describeFailure = (caught: unknown): DescribedError =>
  caught !== null && typeof caught === 'object' && 'described' in caught
    ? (caught.described as DescribedError)
    : { message: registrationMessages.network, fieldErrors: {} }

/**
 * Registration form state: idle → submitting → success | failed; nothing typed is lost.
 * `appliesToday` is the timeframe of the fee period that applies today
 * (`feePeriodOn`, docs/decisions/0102), or '' when none does: the form always sends it.
 */
export function useRegistrationForm(
  formRef: RefObject<HTMLFormElement | null>,
  appliesToday: RegistrationValues['registration_timeframe'] = '',
) {
  // The server rendered the empty form: the draft comes back once the page has hydrated (a value
  // restored during hydration would not reach the DOM, e.g. the country select's).
  // Or the page is the server's answer to the form posted without scripts: what was typed, and
  // the errors or the registration it stored.
  const echo = useFormEcho('registration')
  // The server parsed the posted fields (registrationValuesFromPost) and sends the values.
  const [echoed] = useState(() => (echo?.result as RegistrationValues | undefined) ?? null)
  const [chosen, setValues] = useState<RegistrationValues>(echoed ?? initialValues)
  // What the form shows and sends: the visitor's choices, with the timeframe of the fee period
  // that applies today, whatever a draft or an older page chose (the society API takes no other:
  // docs/decisions/0102); when none applies, the visitor's.
  const values = useMemo(
    () => (appliesToday ? { ...chosen, registration_timeframe: appliesToday } : chosen),
    [chosen, appliesToday],
  )
  const [file, setFile] = useState<File | null>(null)
  // The file the server keeps for this form, when the page is its answer (docs/decisions/0102).
  const [staged, setStaged] = useState(() => stagedAbstractOf(echo?.values))
  const [errors, setErrors] = useState<FieldErrors>((echo?.fields as FieldErrors) ?? {})
  const [clientError, setClientError] = useState<string | null>(echo?.error ?? null)
  const sending = useSubmit(describeFailure)
  const [focusTick, setFocusTick] = useState(0)
  const [registered, setRegistered] = useState<RegistrationValues | null>(
    echo?.done ? echoed : null,
  )

  const status: RegistrationStatus = sending.busy
    ? 'submitting'
    : sending.done
      ? 'success'
      : clientError || sending.error
        ? 'failed'
        : 'idle'
  const bannerError = clientError ?? sending.error?.message ?? null

  // Declared before the saving effect: it reads the draft before the first save overwrites it.
  // Reading sessionStorage after hydration is syncing from an external system, once.
  // (Not when the page is the server's answer: it shows what was posted.)
  useEffect(() => {
    if (echoed) return
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(loadDraft())
  }, [echoed])

  useEffect(() => {
    if (registered) clearDraft()
    else if (status !== 'success') saveDraft(chosen)
  }, [chosen, status, registered])

  useEffect(() => {
    if (focusTick === 0) return
    const form = formRef.current
    if (!form) return
    // The first invalid field that is shown; without one (an error that names no field on the
    // page) the Submit button, so keyboard focus is never dropped on the page body.
    const invalid = [
      ...form.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input'),
    ].find((element) => !element.closest('[hidden]'))
    // (The form's own Submit: not the hidden default button nor an author button.)
    const submit = 'button[type="submit"]:not([name]):not([aria-hidden])'
    ;(invalid ?? form.querySelector<HTMLElement>(submit))?.focus()
  }, [focusTick, formRef])

  const clearError = (name: FieldName) =>
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))

  const update = useCallback(
    (change: (values: RegistrationValues) => RegistrationValues, field?: FieldName) => {
      setValues(change)
      if (field) clearError(field)
      void loadSubmit().catch(() => {})
    },
    [],
  )

  const chooseFile = (chosen: File | null) => {
    if (!chosen) return
    const problem = checkAbstractFile(chosen)
    if (problem) {
      setErrors((current) => ({ ...current, abstract: problem }))
      return
    }
    clearError('abstract')
    setFile(chosen)
    setStaged(null)
    setValues(attachAbstract)
  }

  const deleteFile = () => {
    setFile(null)
    setStaged(null)
    clearError('abstract')
    setValues(removeAbstract)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const authorAction = submitter instanceof HTMLButtonElement && submitter.name === AUTHOR_ACTION
    // The server keeps the file sent before: the form posts as it is (to its own address), so
    // the server sends that file with it.
    if (staged && !file && !authorAction && !sending.busy) return
    event.preventDefault()
    if (authorAction && submitter instanceof HTMLButtonElement) {
      // The rule comes with the rows' code (loaded already: it rendered the button).
      const { applyAuthorAction } = await import('./abstract-details')
      update(
        (v) => applyAuthorAction(v, submitter.value, abstractKit.authorsMax),
        'abstract_authors',
      )
      return
    }
    if (sending.busy) return // no double submit (the hook also guards within one tick)
    setClientError(null)
    sending.setError(null)
    const found = validateRegistration(values, file)
    if (Object.values(found).some(Boolean)) {
      setErrors(found)
      setClientError(validationBanner(found))
      setFocusTick((n) => n + 1)
      return
    }
    setErrors({})
    const panel = preloadSuccessPanel()
    const outcome = await sending.run(async () =>
      (await loadSubmit()).sendRegistration(buildRegistrationPayload(values, file), file),
    )
    if (outcome.status === 'done') {
      await panel
      setRegistered(values)
      clearDraft()
    } else if (outcome.status === 'failed') {
      setErrors(outcome.error.fieldErrors)
      setFocusTick((n) => n + 1)
    }
  }

  return {
    values,
    appliesToday,
    file,
    staged,
    errors,
    status,
    bannerError,
    registered,
    update,
    chooseFile,
    deleteFile,
    submit,
  }
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>
