import { verificationMessages } from '../messages'

/**
 * Payment verification (docs/decisions/0027-payment-verification-polling.md: states, messages,
 * attempts and delays), as a pure state machine.
 * `transition(state, event)` gives the next state; the state says what the hook must do next
 * (`check` after `nextDelay(state)` ms, redirect home, forget the stored reference).
 * At most MAX_ATTEMPTS verify requests are made per visit.
 */
export const MAX_ATTEMPTS = 10
export const PENDING_RETRY_MS = 3_000
export const ERROR_RETRY_MS = 5_000
export const SUCCESS_REDIRECT_MS = 5_000

export const messages = verificationMessages

/** The manual form's refusal of an empty entry. */
export const MANUAL_REFERENCE_EMPTY = 'Enter the reference code.'

export type VerificationStatus =
  | 'idle'
  | 'verifying'
  | 'success'
  | 'ongoing'
  | 'abandoned'
  | 'failed'
  | 'reversed'
  | 'mismatch'
  | 'processing'
  | 'error'
  | 'manual-verify'

export interface VerificationState {
  status: VerificationStatus
  message: string
  /** Verify requests started so far (the one in flight included). */
  attempts: number
  /** Why the next check waits: first check, after a pending answer, or after a failed request. */
  waitFor: 'none' | 'pending' | 'error'
  reference: string | null
  /**
   * The stored reference must be removed: on success, abandoned, failed, reversed, mismatch and
   * HTTP 500 (docs/decisions/0027-payment-verification-polling.md).
   */
  forgetReference: boolean
  /** Once paid, the receipt's signed link the API gave (docs/decisions/0054); else null. */
  receiptUrl: string | null
}

export type VerificationEvent =
  | { type: 'start'; reference: string | null }
  | { type: 'answer'; paymentState: string; receiptUrl?: string | null }
  /** A failed request: `status` is the HTTP status when the server answered. */
  | { type: 'failure'; status?: number }
  | { type: 'manual' }

export const initialState: VerificationState = {
  status: 'idle',
  message: '',
  attempts: 0,
  waitFor: 'none',
  reference: null,
  forgetReference: false,
  receiptUrl: null,
}

function settle(
  state: VerificationState,
  status: VerificationStatus,
  message: string,
  forgetReference = false,
): VerificationState {
  return {
    ...state,
    status,
    message,
    waitFor: 'none',
    forgetReference: state.forgetReference || forgetReference,
  }
}

function retry(
  state: VerificationState,
  message: string,
  waitFor: 'pending' | 'error',
): VerificationState {
  return { ...state, status: 'verifying', message, attempts: state.attempts + 1, waitFor }
}

export function transition(state: VerificationState, event: VerificationEvent): VerificationState {
  switch (event.type) {
    case 'start':
      if (!event.reference) return settle({ ...initialState }, 'error', messages.missingReference)
      return {
        ...initialState,
        status: 'verifying',
        message: messages.verifying,
        attempts: 1,
        reference: event.reference,
      }
    case 'manual':
      return state.status === 'verifying' ? state : settle(state, 'manual-verify', '')
    case 'answer':
      if (state.status !== 'verifying') return state
      return answer(state, event.paymentState, event.receiptUrl)
    case 'failure':
      if (state.status !== 'verifying') return state
      if (event.status === 500) return settle(state, 'error', messages.invalidReference, true)
      if (state.attempts < MAX_ATTEMPTS) return retry(state, messages.retryAfterError, 'error')
      return settle(state, 'error', messages.errorAfterAttempts)
  }
}

/** Only a web link is offered (a society API of its own might send anything). */
const webLink = (url: string | null | undefined) => (url && /^https?:\/\//.test(url) ? url : null)

function answer(
  state: VerificationState,
  paymentState: string,
  receiptUrl?: string | null,
): VerificationState {
  switch (paymentState) {
    case 'success':
      return {
        ...settle(state, 'success', messages.success, true),
        receiptUrl: webLink(receiptUrl),
      }
    case 'pending':
    case 'processing':
    case 'queued':
      return state.attempts < MAX_ATTEMPTS
        ? retry(state, messages.pending, 'pending')
        : settle(state, 'error', messages.timedOut)
    case 'ongoing':
      // docs/decisions/0027-payment-verification-polling.md: its own panel, and the reference is kept (the original fell through to abandoned).
      return settle(state, 'ongoing', messages.ongoing)
    case 'abandoned':
      return settle(state, 'abandoned', messages.abandoned, true)
    case 'failed':
      return settle(state, 'failed', messages.failed, true)
    case 'reversed':
      return settle(state, 'reversed', messages.reversed, true)
    case 'mismatch':
      // Money taken that is not the fee: nothing to retry, and nothing to pay again.
      return settle(state, 'mismatch', messages.mismatch, true)
    default:
      return settle(state, 'error', messages.unexpected)
  }
}

/**
 * How long the hook waits before its next action: before the next verify request while
 * verifying (0 for the first, 3 s after pending, 5 s after an error), before the redirect home
 * on success (5 s); null when nothing is scheduled.
 */
export function nextDelay(state: VerificationState): number | null {
  if (state.status === 'success') return SUCCESS_REDIRECT_MS
  if (state.status !== 'verifying') return null
  return state.waitFor === 'pending'
    ? PENDING_RETRY_MS
    : state.waitFor === 'error'
      ? ERROR_RETRY_MS
      : 0
}
