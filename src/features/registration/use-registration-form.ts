import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import { submitRegistration } from '@/api/conference/registration'
import { clearDraft, loadDraft, saveDraft } from './registration-draft'
import { describeRegistrationError } from './registration-error'
import {
  attachAbstract,
  buildRegistrationPayload,
  checkAbstractFile,
  removeAbstract,
  validateRegistration,
  type FieldErrors,
  type FieldName,
  type RegistrationValues,
} from './registration.rules'

export type RegistrationStatus = 'idle' | 'submitting' | 'success' | 'failed'

/** Registration form state (spec §4): idle → submitting → success | failed; nothing typed is lost. */
export function useRegistrationForm(formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<RegistrationValues>(loadDraft)
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<RegistrationStatus>('idle')
  const [bannerError, setBannerError] = useState<string | null>(null)
  const [focusTick, setFocusTick] = useState(0)
  const [registered, setRegistered] = useState<RegistrationValues | null>(null)
  const inFlight = useRef(false)

  useEffect(() => {
    if (status !== 'success') saveDraft(values)
  }, [values, status])

  useEffect(() => {
    if (focusTick === 0) return
    const form = formRef.current
    if (!form) return
    // The first invalid field that is shown; without one (an error that names no field on the
    // page) the Submit button, so keyboard focus is never dropped on the page body.
    const invalid = [
      ...form.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input'),
    ].find((element) => !element.closest('[hidden]'))
    ;(invalid ?? form.querySelector<HTMLElement>('button[type="submit"]'))?.focus()
  }, [focusTick, formRef])

  const clearError = (name: FieldName) =>
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))

  const update = useCallback(
    (change: (values: RegistrationValues) => RegistrationValues, field?: FieldName) => {
      setValues(change)
      if (field) clearError(field)
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
    setValues(attachAbstract)
  }

  const deleteFile = () => {
    setFile(null)
    clearError('abstract')
    setValues(removeAbstract)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return // no double submit
    setBannerError(null)
    setStatus('idle')
    const found = validateRegistration(values, file)
    if (Object.values(found).some(Boolean)) {
      setErrors(found)
      const messages = Object.values(found).filter(Boolean)
      setBannerError(
        messages.length === 1
          ? String(messages[0])
          : `Please correct the highlighted fields: ${messages.join('; ')}`,
      )
      setStatus('failed')
      setFocusTick((n) => n + 1)
      return
    }
    setErrors({})
    inFlight.current = true
    setStatus('submitting')
    try {
      await submitRegistration(buildRegistrationPayload(values, file), file)
      setRegistered(values)
      setStatus('success')
      clearDraft()
    } catch (error) {
      const { message, fieldErrors } = describeRegistrationError(error)
      setBannerError(message)
      setErrors(fieldErrors)
      setStatus('failed')
      setFocusTick((n) => n + 1)
    } finally {
      inFlight.current = false
    }
  }

  return {
    values,
    file,
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
