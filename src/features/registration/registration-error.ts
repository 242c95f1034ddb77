import { ApiError } from '@/api/client'
import { FIELD_LABELS } from './registration.labels'
import type { FieldErrors, FieldName } from './registration.rules'

export const NETWORK_ERROR = 'Network error. Please check your connection and try again.'

export interface DescribedError {
  message: string
  fieldErrors: FieldErrors
}

function isFieldName(name: unknown): name is FieldName {
  return typeof name === 'string' && name in FIELD_LABELS
}

/**
 * Spec §8 (DESIGN §4.3): with a response, the detailed message from `detail` (list of
 * {loc, msg} or a string) or `message`; no response: the network message; else "Error: …".
 */
export function describeRegistrationError(error: unknown): DescribedError {
  if (!(error instanceof ApiError))
    return {
      message: `Error: ${error instanceof Error ? error.message : String(error)}`,
      fieldErrors: {},
    }
  if (error.kind === 'FETCH_ERROR') return { message: NETWORK_ERROR, fieldErrors: {} }
  if (error.kind === 'TIMEOUT_ERROR') {
    return {
      message:
        'Network error. The server did not answer within 20 seconds. Please check your connection and try again.',
      fieldErrors: {},
    }
  }
  if (!error.hasResponse) return { message: `Error: ${error.message}`, fieldErrors: {} }

  const data = (error.data ?? {}) as { detail?: unknown; message?: unknown }
  const fieldErrors: FieldErrors = {}
  if (Array.isArray(data.detail) && data.detail.length > 0) {
    const parts = data.detail.map((item: { loc?: unknown; msg?: unknown }) => {
      const loc = Array.isArray(item.loc) ? item.loc : []
      const field = [...loc].reverse().find(isFieldName)
      const msg = typeof item.msg === 'string' ? item.msg : 'Invalid value'
      if (field && !fieldErrors[field]) fieldErrors[field] = msg
      return field ? `${FIELD_LABELS[field]}: ${msg}` : msg
    })
    return { message: `Please correct the following: ${parts.join('; ')}`, fieldErrors }
  }
  if (typeof data.detail === 'string' && data.detail) return { message: data.detail, fieldErrors }
  if (typeof data.message === 'string' && data.message) {
    if (error.status === 413) fieldErrors.abstract = data.message
    return { message: data.message, fieldErrors }
  }
  if (typeof error.data === 'string' && error.data.trim())
    return {
      message: `The registration failed (status ${error.status}): ${error.data.trim().slice(0, 200)}`,
      fieldErrors,
    }
  return {
    message: `The registration failed (status ${error.status}). Please try again.`,
    fieldErrors,
  }
}
