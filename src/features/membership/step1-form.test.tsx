import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFetch, renderAt } from './membership.test-utils'
import { Step1Form } from './step1-form'

const KEY = 'amrs-ug:signup-step1'

beforeEach(() => sessionStorage.clear())
afterEach(() => vi.unstubAllGlobals())

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`))

describe('Get Started (signup step 1)', () => {
  it('has the five fields with native date and tel inputs, and a link to verify', () => {
    renderAt('/signup', <Step1Form />)
    expect(screen.getByRole('heading', { level: 1, name: 'Get Started' })).toBeInTheDocument()
    expect(field('Surname')).toBeRequired()
    expect(field('First name')).toBeRequired()
    expect(field('Other names')).not.toBeRequired()
    expect(field('Date of birth')).toHaveAttribute('type', 'date')
    expect(field('Date of birth')).toBeRequired()
    expect(field('Contact')).toHaveAttribute('type', 'tel')
    expect(field('Contact')).toBeRequired()
    expect(screen.getByRole('link', { name: 'Verify your profile' })).toHaveAttribute(
      'href',
      '/login',
    )
  })

  it('Continue with missing fields stays and names each missing field in text', async () => {
    const fetchMock = mockFetch(() => Promise.reject(new Error('not called')))
    const user = userEvent.setup()
    const router = renderAt('/signup', <Step1Form />)
    await user.type(field('Surname'), 'Mensah')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const summary = screen.getByRole('alert')
    expect(within(summary).getByText(/First name/)).toBeInTheDocument()
    expect(within(summary).getByText(/Date of birth/)).toBeInTheDocument()
    expect(within(summary).getByText(/Contact/)).toBeInTheDocument()
    expect(summary).not.toHaveTextContent('Surname')
    expect(summary).not.toHaveTextContent('Other names')
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('First name')).toHaveAccessibleDescription(/Enter your first name/)
    expect(field('Surname')).not.toHaveAttribute('aria-invalid')
    expect(router.state.location.pathname).toBe('/signup')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('Continue with the required fields goes to step 2 and keeps the data in sessionStorage', async () => {
    const user = userEvent.setup()
    const router = renderAt('/signup', <Step1Form />)
    await user.type(field('Surname'), 'Mensah')
    await user.type(field('First name'), 'Ama')
    await user.type(field('Date of birth'), '2001-04-12')
    await user.type(field('Contact'), '0241234567')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Step two page' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/signup/profile')
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({
      surname: 'Mensah',
      first_name: 'Ama',
      other_name: '',
      date_of_birth: '2001-04-12',
      contact_number: '0241234567',
    })
  })

  it('shows the data kept from earlier in this tab', () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ surname: 'Owusu', first_name: 'Kofi', contact_number: 42 }),
    )
    renderAt('/signup', <Step1Form />)
    expect(field('Surname')).toHaveValue('Owusu')
    expect(field('First name')).toHaveValue('Kofi')
    expect(field('Contact')).toHaveValue('')
  })
})
