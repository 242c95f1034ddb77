import { describeApiError, issueField } from '../api/describe-api-error'
import { registrationMessages } from '../messages'
import { FIELD_LABELS } from './registration.labels'
import type { FieldErrors, FieldName } from './registration.rules'

export const TIMEOUT_ERROR =
  'Network error. The server did not answer within 20 seconds. Please check your connection and try again.'

export interface DescribedError {
  message: string
  fieldErrors: FieldErrors
}

function isFieldName(name: unknown): name is FieldName {
  return typeof name === 'string' && name in FIELD_LABELS
}

/**
 * What a failed registration says (docs/decisions/0026-registration-form-rules-and-errors.md):
 * with a response, the detailed message from `detail` (list of {loc, msg} or a string) or
 * `message`; no response: the network message; else "Error: …".
 */
export function describeRegistrationError(error: unknown): DescribedError {
  const failure = describeApiError(error)
  switch (failure.kind) {
    case 'network':
      return { message: registrationMessages.network, fieldErrors: {} }
    case 'timeout':
      return { message: TIMEOUT_ERROR, fieldErrors: {} }
    case 'other':
      return { message: registrationMessages.other(failure.message), fieldErrors: {} }
  }
  const fieldErrors: FieldErrors = {}
  if (failure.issues.length > 0) {
    const parts = failure.issues.map((issue) => {
      const field = issueField(issue, isFieldName)
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.msg
      return field ? `${FIELD_LABELS[field]}: ${issue.msg}` : issue.msg
    })
    return { message: `Please correct the following: ${parts.join('; ')}`, fieldErrors }
  }
  if (failure.detail) return { message: failure.detail, fieldErrors }
  if (failure.message) {
    if (failure.status === 413) fieldErrors.abstract = failure.message
    return { message: failure.message, fieldErrors }
  }
  if (failure.text)
    return {
      message: `The registration failed (status ${failure.status}): ${failure.text.slice(0, 200)}`,
      fieldErrors,
    }
  return {
    message: `The registration failed (status ${failure.status}). Please try again.`,
    fieldErrors,
  }
}
