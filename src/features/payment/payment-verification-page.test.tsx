import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PAYMENT_REFERENCE_KEY } from '@/api/conference/payment-reference'
import { paths } from '@amrs/shared/paths'
import { PaymentVerificationPage } from './payment-verification-page'
import { messages } from '@amrs/shared/form-rules/verification.machine'
import { specText } from '@amrs/shared/testing/spec-text'

// The verification page with the real hook, machine, panels and request client; only `fetch`
// is faked, and the clock (3 s / 5 s retry and redirect delays) is driven by hand.
const REF = 'IUMRS_ICAM25TEST1234'

type Answer = { state: string } | { status: number } | 'network'
let answers: Answer[]
let last: Answer
let fetchMock: ReturnType<typeof vi.fn>

function answerWith(answer: Answer): Promise<Response> {
  if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'))
  const body =
    'state' in answer ? { payment_state: answer.state } : { detail: 'Reference code not valid' }
  const status = 'state' in answer ? 200 : answer.status
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  )
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  window.localStorage.clear()
  window.history.replaceState(null, '', paths.conference.paymentVerification)
  answers = []
  last = { state: 'pending' }
  fetchMock = vi.fn(() => answerWith((last = answers.shift() ?? last)))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function renderPage(stored: string | null = REF) {
  if (stored) window.localStorage.setItem(PAYMENT_REFERENCE_KEY, stored)
  render(
    <MemoryRouter initialEntries={[paths.conference.paymentVerification]}>
      <Routes>
        <Route path={paths.conference.paymentVerification} element={<PaymentVerificationPage />} />
        <Route path={paths.conference.home} element={<h1>Conference home</h1>} />
        <Route path={paths.conference.payment} element={<h1>Payment</h1>} />
      </Routes>
    </MemoryRouter>,
  )
}

/** Lets `ms` of page time pass, settling the fetches and renders in between. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
}

const stored = () => window.localStorage.getItem(PAYMENT_REFERENCE_KEY)

describe('verification page: polling (docs/decisions/0027-payment-verification-polling.md)', () => {
  it('verifying shows the message and "Attempt N of 10" as status; always pending stops at 10 requests', async () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Verification' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(messages.verifying)
    expect(screen.getByRole('status')).toHaveTextContent('Attempt 1 of 10')
    await wait(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/conference/payment/verify/${REF}`)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(specText.verification.pending)
    expect(status).toHaveTextContent('Attempt 2 of 10')
    await wait(2_900)
    expect(fetchMock).toHaveBeenCalledTimes(1) // pending waits 3 s
    await wait(100)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    for (let i = 0; i < 12; i++) await wait(3_000)
    expect(fetchMock).toHaveBeenCalledTimes(10)
    expect(screen.getByRole('alert')).toHaveTextContent(specText.verification.timedOut)
    await wait(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(10)
    expect(stored()).toBe(REF)
  })

  it('pending, pending, success: 3 requests, "Success!", reference removed, home after 5 s', async () => {
    answers = [{ state: 'pending' }, { state: 'queued' }, { state: 'success' }]
    renderPage()
    await wait(0)
    await wait(3_000)
    await wait(3_000)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(screen.getByRole('heading', { name: 'Success!' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(messages.success)
    expect(stored()).toBeNull()
    await wait(4_900)
    expect(screen.queryByRole('heading', { name: 'Conference home' })).not.toBeInTheDocument()
    await wait(100)
    expect(screen.getByRole('heading', { name: 'Conference home' })).toBeVisible()
  })

  it('a failed request retries after 5 s; ten failures end in the error panel', async () => {
    answers = ['network', { status: 502 }, { state: 'success' }]
    renderPage()
    await wait(0)
    expect(screen.getByRole('status')).toHaveTextContent(specText.verification.retryAfterError)
    await wait(4_900)
    expect(fetchMock).toHaveBeenCalledTimes(1) // an error waits 5 s, not 3 s
    await wait(100)
    await wait(5_000)
    expect(screen.getByRole('heading', { name: 'Success!' })).toBeVisible()

    vi.clearAllMocks()
    answers = []
    last = 'network'
    window.localStorage.setItem(PAYMENT_REFERENCE_KEY, REF)
    renderPage()
    for (let i = 0; i < 12; i++) await wait(5_000)
    expect(fetchMock).toHaveBeenCalledTimes(10)
    expect(screen.getByRole('alert')).toHaveTextContent(specText.verification.errorAfterAttempts)
  })

  it('HTTP 500: "Reference code not valid", reference removed, no retry', async () => {
    answers = [{ status: 500 }]
    renderPage()
    await wait(0)
    expect(screen.getByRole('alert')).toHaveTextContent(specText.verification.invalidReference)
    expect(stored()).toBeNull()
    await wait(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Verify manually' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Get new link' })).toHaveAttribute(
      'href',
      paths.conference.payment,
    )
  })
})

describe('verification page: one panel per payment_state (docs/decisions/0027-payment-verification-polling.md)', () => {
  it.each([
    {
      state: 'ongoing',
      role: 'status',
      message: specText.verification.ongoing,
      kept: true,
      actions: { 'Verify again': null },
    },
    {
      state: 'abandoned',
      role: 'alert',
      message: specText.verification.abandoned,
      kept: false,
      actions: { 'Verify Again': null, 'Get new link': paths.conference.payment },
    },
    {
      state: 'failed',
      role: 'alert',
      message: specText.verification.failed,
      kept: false,
      actions: { 'Retry Payment': paths.conference.payment },
    },
    {
      state: 'reversed',
      role: 'alert',
      message: specText.verification.reversed,
      kept: false,
      actions: { 'Contact Support': paths.conference.home },
    },
    {
      state: 'chargeback',
      role: 'alert',
      message: specText.verification.unexpected,
      kept: true,
      actions: { 'Verify manually': null, 'Get new link': paths.conference.payment },
    },
  ] as const)('$state', async ({ state, role, message, kept, actions }) => {
    answers = [{ state }]
    renderPage()
    await wait(0)
    expect(screen.getByRole(role)).toHaveTextContent(message)
    expect(stored()).toBe(kept ? REF : null)
    for (const [name, href] of Object.entries(actions)) {
      if (href) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href)
      else expect(screen.getByRole('button', { name })).toBeVisible()
    }
    await wait(60_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('verification page: references (docs/decisions/0027-payment-verification-polling.md)', () => {
  it('missing reference → Verify manually → the typed reference is stored and the page reloads', async () => {
    const replace = vi.fn()
    const original = window.location
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, href: original.href, replace },
    })
    try {
      renderPage(null)
      await wait(0)
      expect(fetchMock).not.toHaveBeenCalled()
      expect(screen.getByRole('alert')).toHaveTextContent(specText.verification.missingReference)
      fireEvent.click(screen.getByRole('button', { name: 'Verify manually' }))
      expect(
        screen.getByText(
          'Please enter the reference code on the transaction receipt sent to your email.',
        ),
      ).toBeVisible()
      const input = screen.getByRole('textbox', { name: 'Reference code' })
      expect(input).toBeRequired()
      expect(input).toHaveAttribute('placeholder', 'IUMRS_ICAM25XXXXXXXX')
      const form = input.closest('form') as HTMLFormElement
      fireEvent.click(within(form).getByRole('button', { name: 'Verify' }))
      expect(input).toHaveAccessibleDescription('Enter the reference code.')
      expect(replace).not.toHaveBeenCalled()
      fireEvent.change(input, { target: { value: ` ${REF} ` } })
      fireEvent.click(within(form).getByRole('button', { name: 'Verify' }))
      expect(stored()).toBe(REF)
      expect(replace).toHaveBeenCalledWith(paths.conference.paymentVerification)
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original })
    }
  })

  it('a ?reference= from the return URL is used after a format check', async () => {
    window.history.replaceState(
      null,
      '',
      `${paths.conference.paymentVerification}?reference=${REF}`,
    )
    answers = [{ state: 'success' }]
    renderPage(null)
    // Settled inside act until verified: on a slow machine the answer's JSON takes more than one
    // tick, and the form's update must land within the test.
    for (let i = 0; i < 100 && !screen.queryByRole('heading', { name: 'Success!' }); i++)
      await wait(0)
    expect(screen.getByRole('heading', { name: 'Success!' })).toBeVisible()
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/verify/${REF}`)
  })

  it('a malformed ?reference= is ignored', async () => {
    window.history.replaceState(
      null,
      '',
      `${paths.conference.paymentVerification}?reference=${encodeURIComponent('../x?y')}`,
    )
    renderPage(null)
    await wait(0)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(stored()).toBeNull()
    expect(screen.getByRole('alert')).toHaveTextContent(specText.verification.missingReference)
  })
})
