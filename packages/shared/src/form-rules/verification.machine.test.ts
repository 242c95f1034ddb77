import { describe, expect, it } from 'vitest'
import {
  MAX_ATTEMPTS,
  initialState,
  messages,
  nextDelay,
  transition,
  type VerificationEvent,
  type VerificationState,
} from './verification.machine'
import { specText } from '../testing/spec-text'

const started = (attempts = 1): VerificationState => ({
  ...transition(initialState, { type: 'start', reference: 'IUMRS_ICAM25ABC' }),
  attempts,
})

describe('verification machine: payment_state table (docs/decisions/0027-payment-verification-polling.md)', () => {
  it.each([
    ['success', 'success', messages.success, true, 5000],
    ['ongoing', 'ongoing', specText.verification.ongoing, false, null],
    ['abandoned', 'abandoned', specText.verification.abandoned, true, null],
    ['failed', 'failed', specText.verification.failed, true, null],
    ['reversed', 'reversed', specText.verification.reversed, true, null],
    ['mismatch', 'mismatch', messages.mismatch, true, null],
    ['refunded', 'error', specText.verification.unexpected, false, null],
    ['', 'error', specText.verification.unexpected, false, null],
  ] as const)('%s → %s', (paymentState, status, message, forget, delay) => {
    const next = transition(started(), { type: 'answer', paymentState })
    expect(next.status).toBe(status)
    expect(next.message).toBe(message)
    expect(next.forgetReference).toBe(forget)
    expect(nextDelay(next)).toBe(delay)
  })

  it.each(['pending', 'processing', 'queued'])(
    '%s under 10 attempts retries after 3 s',
    (paymentState) => {
      const next = transition(started(3), { type: 'answer', paymentState })
      expect(next).toMatchObject({
        status: 'verifying',
        message: specText.verification.pending,
        attempts: 4,
        forgetReference: false,
      })
      expect(nextDelay(next)).toBe(3000)
    },
  )

  it.each(['pending', 'processing', 'queued'])('%s at 10 attempts times out', (paymentState) => {
    const next = transition(started(MAX_ATTEMPTS), { type: 'answer', paymentState })
    expect(next).toMatchObject({ status: 'error', message: specText.verification.timedOut })
    expect(nextDelay(next)).toBeNull()
  })
})

describe('verification machine: the receipt (docs/decisions/0054)', () => {
  it('success keeps the receipt link the API gave; no other state has one', () => {
    const url =
      'https://api.example.org/api/conference/receipts/AMRS-2025-0001?expires=1&signature=x'
    const paid = transition(started(), { type: 'answer', paymentState: 'success', receiptUrl: url })
    expect(paid).toMatchObject({ status: 'success', receiptUrl: url })
    expect(transition(started(), { type: 'answer', paymentState: 'success' }).receiptUrl).toBeNull()
    const failed = transition(started(), {
      type: 'answer',
      paymentState: 'failed',
      receiptUrl: url,
    })
    expect(failed.receiptUrl).toBeNull()
  })

  it('offers only a web link', () => {
    const next = transition(started(), {
      type: 'answer',
      paymentState: 'success',
      receiptUrl: 'javascript:alert(1)',
    })
    expect(next.receiptUrl).toBeNull()
  })
})

describe("verification machine: errors (the product's wording, docs/decisions/0027, 0037)", () => {
  it('HTTP 500: error, reference not valid, reference removed, no retry', () => {
    const next = transition(started(), { type: 'failure', status: 500 })
    expect(next).toMatchObject({
      status: 'error',
      message: specText.verification.invalidReference,
      forgetReference: true,
    })
    expect(nextDelay(next)).toBeNull()
  })
  it.each([{ status: 404 }, { status: 502 }, {}])(
    'other failure %o under 10 attempts retries after 5 s',
    (failure) => {
      const next = transition(started(9), { type: 'failure', ...failure })
      expect(next).toMatchObject({
        status: 'verifying',
        message: specText.verification.retryAfterError,
        attempts: 10,
      })
      expect(nextDelay(next)).toBe(5000)
    },
  )
  it('other failure at 10 attempts: error after multiple attempts', () => {
    const next = transition(started(MAX_ATTEMPTS), { type: 'failure' })
    expect(next).toMatchObject({
      status: 'error',
      message: specText.verification.errorAfterAttempts,
      forgetReference: false,
    })
  })
  it('missing stored reference: error', () => {
    const next = transition(initialState, { type: 'start', reference: null })
    expect(next).toMatchObject({
      status: 'error',
      message: specText.verification.missingReference,
      attempts: 0,
    })
  })
  it('start: verifying, first check immediately', () => {
    const next = started()
    expect(next).toMatchObject({ status: 'verifying', attempts: 1, reference: 'IUMRS_ICAM25ABC' })
    expect(nextDelay(next)).toBe(0)
  })
  it('error → manual-verify', () => {
    const error = transition(initialState, { type: 'start', reference: null })
    expect(transition(error, { type: 'manual' }).status).toBe('manual-verify')
  })
  it('answers after a settled state are ignored', () => {
    const done = transition(started(), { type: 'answer', paymentState: 'failed' })
    expect(transition(done, { type: 'answer', paymentState: 'success' })).toBe(done)
  })
})

describe('verification machine: never more than 10 requests', () => {
  function run(answers: VerificationEvent[]): { state: VerificationState; requests: number } {
    let state = started()
    let requests = 1
    for (const event of answers) {
      const before = state.attempts
      state = transition(state, event)
      if (state.attempts > before) requests++
      if (state.status !== 'verifying') break
    }
    return { state, requests }
  }
  it('always pending: 10 requests then timed out', () => {
    const { state, requests } = run(
      Array.from({ length: 20 }, () => ({ type: 'answer', paymentState: 'pending' })),
    )
    expect(requests).toBe(10)
    expect(state.message).toBe(specText.verification.timedOut)
  })
  it('always failing: 10 requests then error', () => {
    const { state, requests } = run(Array.from({ length: 20 }, () => ({ type: 'failure' })))
    expect(requests).toBe(10)
    expect(state.message).toBe(specText.verification.errorAfterAttempts)
  })
  it('pending ×3 then success: 4 requests', () => {
    const pending: VerificationEvent = { type: 'answer', paymentState: 'pending' }
    const { state, requests } = run([
      pending,
      pending,
      pending,
      { type: 'answer', paymentState: 'success' },
    ])
    expect(requests).toBe(4)
    expect(state.status).toBe('success')
  })
})
