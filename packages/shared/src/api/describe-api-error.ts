import { ApiError } from './client'
import { apiErrorBodySchema, type ValidationIssue } from '../contract/common'

/**
 * A failed society API call, read once for every form (docs/decisions/0040): whether the server
 * answered, and the FastAPI error body (`detail` list or string, `message`) checked against the
 * contract's `apiErrorBodySchema`. Each form turns this into its own wording (src/lib/messages.ts).
 */
export type ApiFailure =
  /** The request never got an answer (network down, server unreachable). */
  | { kind: 'network' }
  /** The client's time-out ended the request. */
  | { kind: 'timeout' }
  /** The server answered with an error status. */
  | {
      kind: 'response'
      status: number
      /** FastAPI's 422 list (empty when `detail` is not a list). */
      issues: ValidationIssue[]
      /** `detail` when it is a non-empty string. */
      detail?: string
      /** `message` when it is a non-empty string. */
      message?: string
      /** The body when it is not JSON (trimmed, non-empty). */
      text?: string
    }
  /** Anything else: an answer that is not what the contract says (with its status), or a bug. */
  | { kind: 'other'; message: string; status?: number }

export function describeApiError(error: unknown): ApiFailure {
  if (!(error instanceof ApiError))
    return { kind: 'other', message: error instanceof Error ? error.message : String(error) }
  if (error.kind === 'FETCH_ERROR') return { kind: 'network' }
  if (error.kind === 'TIMEOUT_ERROR') return { kind: 'timeout' }
  if (!error.hasResponse || error.status === undefined)
    return { kind: 'other', message: error.message, status: error.status }
  const failure: ApiFailure = { kind: 'response', status: error.status, issues: [] }
  if (typeof error.data === 'string') {
    if (error.data.trim()) failure.text = error.data.trim()
    return failure
  }
  const body = apiErrorBodySchema.safeParse(error.data)
  if (!body.success) return failure
  const { detail, message } = body.data
  if (Array.isArray(detail)) failure.issues = detail
  else if (detail) failure.detail = detail
  if (message) failure.message = message
  return failure
}

/** The field an issue is about: the last `loc` entry that is one of the form's field names. */
export function issueField<Name extends string>(
  issue: ValidationIssue,
  isField: (name: unknown) => name is Name,
): Name | undefined {
  return [...issue.loc].reverse().find(isField)
}
