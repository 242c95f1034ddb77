import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { configureClock } from '@/lib/clock'
import {
  content,
  fetchMock,
  field,
  renderPage,
  setUpRegistrationPage,
  submitButton,
} from './registration-page.test-utils'

// The registration page: what the browser posts to, the timeframe chosen at first, the window.

vi.setConfig({ testTimeout: 20_000 })
setUpRegistrationPage()

describe('the form as the browser posts it', () => {
  it('is a multipart POST to its own address; the street is a one-line address field', () => {
    renderPage()
    const form = submitButton().closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/forms/registration')
    expect(form).toHaveAttribute('enctype', 'multipart/form-data')
    // A one-line input takes address-line1; street-address is for a textarea (HTML autofill).
    expect(field('Street')).toHaveAttribute('autocomplete', 'address-line1')
  })
})

describe('the timeframe chosen at first: the fee period that applies today, or none', () => {
  const periods = {
    ...content,
    timeframes: [
      {
        _id: 'r',
        key: 'regular',
        title: 'Regular',
        periodLabel: 'August 1 - October 31',
        startDate: '2025-08-01',
        endDate: '2025-10-31',
        student: 250,
        formTimeframe: 'regular',
      },
      {
        _id: 'l',
        key: 'late',
        title: 'Late',
        periodLabel: 'November 1-15',
        startDate: '2025-11-01',
        endDate: '2025-11-15',
        student: 300,
        formTimeframe: 'late-onsite',
      },
    ],
    registration: { timeZone: 'Africa/Accra' },
  } as unknown as RegistrationFormQueryResult
  const timeframe = (name: RegExp) => screen.getByRole('radio', { name })

  it.each([
    ['2025-10-20T10:00:00Z', /^Regular/],
    ['2025-11-15T23:59:00Z', /^Late/],
  ])('on %s: %s', (now, chosen) => {
    configureClock({ fixedNow: now })
    renderPage(periods)
    expect(timeframe(chosen)).toBeChecked()
  })

  it.each(['2025-07-20T10:00:00Z', '2025-12-10T10:30:00Z'])(
    'on %s (no period of the form applies): none, and Submit asks for one',
    async (now) => {
      configureClock({ fixedNow: now })
      const user = renderPage(periods)
      expect(timeframe(/^Regular/)).not.toBeChecked()
      expect(timeframe(/^Late/)).not.toBeChecked()
      await user.click(submitButton())
      expect(await screen.findByRole('alert')).toHaveTextContent('Choose a registration timeframe')
      expect(fetchMock).not.toHaveBeenCalled()
      // the visitor's choice stands
      await user.click(timeframe(/^Late/))
      expect(timeframe(/^Late/)).toBeChecked()
    },
  )

  it('on 10 December, the Late period continuing until the conference ends: Late at its fees, nothing else to choose (docs/decisions/0102)', () => {
    configureClock({ fixedNow: '2025-12-10T10:30:00Z' })
    renderPage({
      ...periods,
      timeframes: periods.timeframes.map((p) =>
        p.formTimeframe === 'late-onsite' ? { ...p, continuesUntilEventEnd: true } : p,
      ),
      registration: {
        timeZone: 'Africa/Accra',
        endDate: '2025-12-12',
        workshopsEndDate: '2025-12-08',
      },
      abstractGuidance: { deadline: '2025-10-31T23:59:00.000Z' },
    } as unknown as RegistrationFormQueryResult)
    expect(timeframe(/^Late/)).toBeChecked()
    expect(timeframe(/^Regular/)).toBeDisabled()
    expect(screen.getByRole('radio', { name: /^Student/ })).toHaveAccessibleName(/\$300/)
    // The abstract deadline has passed and the workshops have run: neither is offered.
    expect(screen.queryByText('Abstract file')).toBeNull()
    expect(screen.queryByRole('checkbox', { name: 'Pre-conference workshop' })).toBeNull()
  })
})

describe('registration window (docs/decisions/0005-registration-window.md)', () => {
  const withWindow = {
    ...content,
    registration: {
      timeZone: 'Africa/Accra',
      registrationWindow: {
        opensAt: '2025-03-01T00:00:00Z',
        closesAt: '2025-12-13T00:00:00Z',
        closedEarly: false,
      },
      contactEmail: 'secretariat@example.org',
    },
  } as unknown as RegistrationFormQueryResult

  it('open: the form, with the closing time in Accra and whom to ask beside it', () => {
    configureClock({ fixedNow: '2025-12-12T23:59:00Z' })
    renderPage(withWindow)
    expect(submitButton()).toBeVisible()
    const aside = screen.getByRole('complementary', { name: 'Good to know' })
    expect(aside).toHaveTextContent('Registration open until12 December 2025, 23:59 GMT')
    expect(within(aside).getByRole('link', { name: 'secretariat@example.org' })).toHaveAttribute(
      'href',
      'mailto:secretariat@example.org',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
  })

  it('closed from the closing minute: no form, the sentence of the API, whom to contact', async () => {
    configureClock({ fixedNow: '2025-12-13T00:00:00Z' })
    renderPage(withWindow)
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Registration is closed' })).toBeVisible()
    expect(
      screen.getByText((_, el) =>
        el?.tagName === 'P'
          ? el.textContent ===
            'Registration is closed. For questions, contact secretariat@example.org (sample address).'
          : false,
      ),
    ).toBeVisible()
    expect(screen.getByText('Registration closed on 12 December 2025, 23:59 GMT.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'verify your payment' })).toHaveAttribute(
      'href',
      '/iumrs-icam25/payment-verification',
    )
  })

  it('closed early by the secretariat, whatever the dates', async () => {
    configureClock({ fixedNow: '2025-10-20T10:00:00Z' })
    const early = structuredClone(withWindow) as unknown as {
      registration: { registrationWindow: { closedEarly: boolean } }
    }
    early.registration.registrationWindow.closedEarly = true
    renderPage(early as unknown as RegistrationFormQueryResult)
    expect(await screen.findByRole('heading', { name: 'Registration is closed' })).toBeVisible()
    expect(screen.queryByText(/Registration closed on/)).not.toBeInTheDocument()
  })

  it('not yet open: says so and when it opens', async () => {
    configureClock({ fixedNow: '2025-02-28T12:00:00Z' })
    renderPage(withWindow)
    expect(
      await screen.findByRole('heading', { name: 'Registration is not open yet' }),
    ).toBeVisible()
    expect(screen.getByText('Registration opens on 1 March 2025, 00:00 GMT.')).toBeVisible()
  })
})
