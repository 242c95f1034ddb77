import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  fillRequired,
  renderPage,
  setUpRegistrationPage,
  submitButton,
} from './registration-page.test-utils'

// My registration one click away from the registration page (docs/decisions/0104).

vi.setConfig({ testTimeout: 20_000 })
setUpRegistrationPage()

describe('the registration page leads to My registration', () => {
  it('beside the form, and on the success panel once registered: a plain link', async () => {
    const user = renderPage()
    const aside = await screen.findByRole('complementary', { name: 'Good to know' })
    expect(within(aside).getByRole('link', { name: 'My registration' })).toHaveAttribute(
      'href',
      '/iumrs-icam25/my-registration',
    )
    await fillRequired(user)
    await user.click(submitButton())
    const success = (
      await screen.findByRole('heading', { name: 'Registration Successful!' })
    ).closest('section')!
    const link = within(success).getByRole('link', { name: 'My registration' })
    expect(link).toHaveAttribute('href', '/iumrs-icam25/my-registration')
    expect(link.parentElement).toHaveTextContent(
      'See or correct your registration, and get your receipts and documents: My registration',
    )
  })
})
