import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  heldFetch,
  jsonResponse,
  mockFetch,
  renderAt,
  sentBody,
  expectConsentLinks,
} from './membership.test-utils'
import { VerifyForm } from './verify-form'

afterEach(() => vi.unstubAllGlobals())

const setup = () => {
  const router = renderAt('/login', <VerifyForm />)
  return {
    router,
    user: userEvent.setup(),
    email: screen.getByRole('textbox', { name: /Email/ }),
    verify: () => screen.getByRole('button', { name: /^Verify/ }),
  }
}

describe('Verify Profile form', () => {
  it('has its heading, links, a required email field and a Verify button', () => {
    mockFetch(() => Promise.reject(new Error('not called')))
    const { email } = setup()
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Profile' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Submit a profile' })).toHaveAttribute(
      'href',
      '/signup',
    )
    expectConsentLinks()
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toBeRequired()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("an empty entry gets the product's message and never reaches the server", async () => {
    const fetchMock = mockFetch(() => Promise.reject(new Error('not called')))
    const { user, email, verify } = setup()
    await user.type(email, '   ')
    await user.click(verify())
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Oops! \.\. The entry field cannot be empty\. Please provide a valid email$/,
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it.each([
    [
      'Client_Profile_X false',
      () =>
        jsonResponse(404, { Client_Profile_X: false, message: 'No profile found for this email' }),
      'Oops! .. No profile found for this email. Please provide a valid profile recognized by the society',
    ],
    [
      'detail type value_error',
      () =>
        jsonResponse(422, {
          detail: [{ loc: ['body', 'email'], msg: 'Bad email', type: 'value_error' }],
        }),
      'Oops! .. The entry is not a valid email address. Please provide a valid email',
    ],
    [
      'a server error',
      () => jsonResponse(500, { detail: 'Internal Server Error' }),
      'Oops! .. An error occured. Retry the entry again',
    ],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch')
      },
      'Oops! .. An error occured. Retry the entry again',
    ],
  ])("%s: the banner shows the product's message", async (_name, answer, expected) => {
    const fetchMock = mockFetch(async () => answer())
    const { user, email, verify } = setup()
    await user.type(email, ' someone@example.com ')
    await user.click(verify())
    expect(await screen.findByRole('alert')).toHaveTextContent(expected, {
      normalizeWhitespace: false,
    })
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/user$/)
    expect(sentBody(fetchMock)).toEqual({ email: 'someone@example.com' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verify Profile')
  })

  it('disables the button and announces progress while the request is in flight', async () => {
    const { fetchMock, release } = heldFetch()
    const { user, email, verify } = setup()
    await user.type(email, 'someone@example.com')
    await user.click(verify())
    expect(verify()).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your profile')
    await user.click(verify())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => release(jsonResponse(500, {})))
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occured')
    expect(verify()).toBeEnabled()
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('a recognised profile goes to the home page', async () => {
    mockFetch(async () => jsonResponse(200, { Client_Profile_X: true, message: 'Welcome back' }))
    const { user, email, verify, router } = setup()
    await user.type(email, 'member@example.com')
    await user.click(verify())
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('editing the email clears the banner', async () => {
    mockFetch(() => Promise.reject(new Error('not called')))
    const { user, email, verify } = setup()
    await user.click(verify())
    expect(screen.getByRole('alert')).toBeInTheDocument()
    await user.type(email, 'a')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('a route change clears the banner', async () => {
    mockFetch(() => Promise.reject(new Error('not called')))
    const { user, verify, router } = setup()
    await user.click(verify())
    expect(screen.getByRole('alert')).toBeInTheDocument()
    await act(() => router.navigate('/login?from=menu'))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Verify Profile')
  })
})
