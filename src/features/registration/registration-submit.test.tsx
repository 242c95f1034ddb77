import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { WORKSHOP_VALUES } from '@amrs/shared/contract/conference'
import {
  fetchMock,
  field,
  fillRequired,
  renderPage,
  sent,
  setUpRegistrationPage,
  submitButton,
} from './registration-page.test-utils'

// The registration page's workshop choice and what Submit does.

vi.setConfig({ testTimeout: 20_000 })
setUpRegistrationPage()

describe('workshop choice (docs/decisions/0026-registration-form-rules-and-errors.md)', () => {
  it('ticking shows the 5 workshops; none chosen is refused, announced and focused; nothing sent', async () => {
    const user = renderPage()
    await fillRequired(user)
    expect(screen.queryByRole('group', { name: /Workshops/ })).not.toBeInTheDocument()
    await user.click(field('Pre-conference workshop'))
    const group = screen.getByRole('group', { name: /Workshops/ })
    const boxes = within(group).getAllByRole('checkbox')
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([...WORKSHOP_VALUES])
    expect(within(group).getByRole('checkbox', { name: /Electrospinning/ })).toBeInTheDocument()

    await user.click(submitButton())
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose at least one workshop, or untick the workshop option',
    )
    expect(group).toHaveAccessibleDescription(
      'Choose at least one workshop, or untick the workshop option',
    )
    expect(boxes[0]).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('ticking builds the list, unticking removes; the option off removes the chosen ones', async () => {
    const user = renderPage()
    await fillRequired(user)
    const option = field('Pre-conference workshop')
    await user.click(option)
    await user.click(field(/Electrospinning/))
    await user.click(field(/winter school/i))
    await user.click(option) // unticked: the chosen workshops go
    await user.click(option)
    expect(field(/Electrospinning/)).not.toBeChecked()
    expect(field(/winter school/i)).not.toBeChecked()
    await user.click(field(/metrohm/i))
    await user.click(field(/complex geoparticles/i))
    await user.click(field(/metrohm/i))
    await user.click(submitButton())
    await screen.findByRole('heading', { name: 'Registration Successful!' })
    const { data } = sent()
    expect(data).toMatchObject({
      is_workshop: true,
      workshop_category: ['complex_geoparticles_synthesis'],
    })
    expect(data).not.toHaveProperty('confirmEmail')
  })

  it('the option ticked then unticked sends no workshop_category at all', async () => {
    const user = renderPage()
    await fillRequired(user)
    const option = field('Pre-conference workshop')
    await user.click(option)
    await user.click(field(/Electrospinning/))
    await user.click(field(/Electrospinning/))
    await user.click(option)
    await user.click(submitButton())
    await screen.findByRole('heading', { name: 'Registration Successful!' })
    expect(sent().data).not.toHaveProperty('workshop_category')
    expect(sent().data).toMatchObject({ is_workshop: false })
  })
})

describe('form behaviour (docs/decisions/0026-registration-form-rules-and-errors.md)', () => {
  it('mismatched emails: "Emails do not match!", next to the field, focused, nothing sent', async () => {
    const user = renderPage()
    await fillRequired(user)
    await user.type(field('Confirm email'), 'x')
    await user.click(submitButton())
    expect(screen.getByRole('alert')).toHaveTextContent(/^Emails do not match!$/)
    const confirm = field('Confirm email')
    expect(confirm).toHaveAccessibleDescription('Emails do not match!')
    expect(confirm).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('no response: the network message, everything typed kept, focus back on Submit', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const user = renderPage()
    await fillRequired(user)
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Network error\. Please check your connection and try again\.$/,
    )
    expect(field('Email')).toHaveValue('ama@example.com')
    expect(field('Country')).toHaveValue('GH')
    await waitFor(() => expect(submitButton()).toHaveFocus())
  })

  it('a 2xx answer that is not JSON still counts as registered (any answer is accepted)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }))
    const user = renderPage()
    await fillRequired(user)
    await user.click(submitButton())
    expect(await screen.findByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
  })

  it('success: the panel takes focus; Make Payment asks in a dialog first', async () => {
    const user = renderPage()
    await fillRequired(user)
    await user.click(submitButton())
    const heading = await screen.findByRole('heading', { name: 'Registration Successful!' })
    expect(heading).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Make Payment' }))
    const dialog = screen.getByRole('dialog', { name: 'Go to payment now?' })
    expect(within(dialog).getByRole('button', { name: 'Yes, go to payment' })).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1) // the registration only, no payment started
  })
})
