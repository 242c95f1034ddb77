import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Component as SignupProfileRoute } from '@/routes/signup-profile'
import {
  heldFetch,
  jsonResponse,
  mockFetch,
  renderAt,
  sentBody,
  expectConsentLinks,
} from './membership.test-utils'

const KEY = 'amrs-ug:signup-step1'
const step1 = {
  surname: 'Mensah',
  first_name: 'Ama',
  other_name: 'Serwaa',
  date_of_birth: '2001-04-12',
  contact_number: '+233 24 123 4567',
}

beforeEach(() => {
  sessionStorage.clear()
  sessionStorage.setItem(KEY, JSON.stringify(step1))
})
afterEach(() => vi.unstubAllGlobals())

const setup = () => {
  const router = renderAt('/signup/profile', <SignupProfileRoute />)
  return {
    router,
    user: userEvent.setup(),
    email: () => screen.getByRole('textbox', { name: /^Email/ }),
    password: () => screen.getByLabelText(/^Password/),
    submit: () => screen.getByRole('button', { name: /^Submit/ }),
  }
}

async function fillAndSubmit(s: ReturnType<typeof setup>, email = 'ama@example.com') {
  await s.user.type(s.email(), email)
  await s.user.selectOptions(screen.getByRole('combobox', { name: /^Chapter/ }), 'KNUST')
  await s.user.type(s.password(), 'correct horse')
  await s.user.click(s.submit())
}

describe('Submit Profile (signup step 2)', () => {
  it('without step-1 data it returns to step 1', async () => {
    sessionStorage.clear()
    const { router } = setup()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Step one page' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/signup')
  })

  it('has email, the chapter select (UG by default) and a password with show/hide', async () => {
    const s = setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Submit Profile' })).toBeInTheDocument()
    expect(s.email()).toHaveAttribute('type', 'email')
    const chapter = screen.getByRole('combobox', { name: /^Chapter/ })
    expect(chapter).toHaveValue('UG')
    expect(
      within(chapter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'UG — University of Ghana',
      'UCC — University of Cape Coast',
      'KNUST — Kwame Nkrumah University of Science and Technology',
      'UDS — University of Development Studies',
      'None',
    ])
    expect(s.password()).toHaveAttribute('type', 'password')
    const toggle = screen.getByRole('button', { name: 'Show password' })
    await s.user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(s.password()).toHaveAttribute('type', 'text')
    await s.user.click(toggle)
    expect(s.password()).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Verify your profile' })).toHaveAttribute(
      'href',
      '/login',
    )
    expectConsentLinks()
  })

  it('names the missing fields and sends nothing', async () => {
    const fetchMock = mockFetch(() => Promise.reject(new Error('not called')))
    const s = setup()
    await s.user.click(s.submit())
    const summary = screen.getByRole('alert')
    expect(summary).toHaveTextContent('Email: Enter your email')
    expect(summary).toHaveTextContent('Password: Enter your password')
    expect(s.email()).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends all eight fields once, busy while in flight, then shows the confirmation', async () => {
    const { fetchMock, release } = heldFetch()
    const s = setup()
    await fillAndSubmit(s)
    expect(s.submit()).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Submitting your profile')
    await s.user.click(s.submit())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/user\/create_profile\/$/)
    expect(sentBody(fetchMock)).toEqual({
      ...step1,
      email: 'ama@example.com',
      chapter: 'KNUST',
      password: 'correct horse',
    })
    await act(async () =>
      release(jsonResponse(201, { message: 'Profile created', email: 'ama@example.com' })),
    )
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Thank you! Your profile has been submitted.',
    })
    expect(heading).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('ama@example.com')
    expect(screen.getByRole('link', { name: 'Verify your profile' })).toHaveAttribute(
      'href',
      '/login',
    )
    expect(sessionStorage.getItem(KEY)).toBeNull()
  })

  it.each([
    [
      'a duplicate email (409)',
      () => jsonResponse(409, { message: 'A profile with this email already exists' }),
      /A profile with this email already exists/,
    ],
    [
      'invalid step-1 data (422)',
      () =>
        jsonResponse(422, {
          detail: [{ loc: ['body', 'contact_number'], msg: 'Bad phone', type: 'value_error' }],
        }),
      /Please correct: Contact/,
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch')
      },
      /could not reach the society server/,
    ],
    [
      'a server error',
      () => jsonResponse(500, { detail: 'boom' }),
      /could not be submitted \(error 500\)/,
    ],
  ])('explains %s and keeps the form', async (_name, answer, message) => {
    mockFetch(async () => answer())
    const s = setup()
    await fillAndSubmit(s)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(s.submit()).toBeEnabled()
    expect(s.email()).toHaveValue('ama@example.com')
    expect(sessionStorage.getItem(KEY)).not.toBeNull()
  })

  it('a 422 on a step-1 field offers the way back to step 1', async () => {
    mockFetch(async () =>
      jsonResponse(422, {
        detail: [{ loc: ['body', 'contact_number'], msg: 'Bad phone', type: 'value_error' }],
      }),
    )
    const s = setup()
    await fillAndSubmit(s)
    await s.user.click(await screen.findByRole('link', { name: 'Edit your details in step 1' }))
    expect(s.router.state.location.pathname).toBe('/signup')
  })
})
