import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig, unstable_serialize } from 'swr'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { WORKSHOP_VALUES } from '@amrs/shared/contract/conference'
import { registrationFormQuery } from './queries'
import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { contentKey } from '@/content/use-content'
import { configureClock } from '@/lib/clock'
import { Component as RegistrationRoute } from '@/routes/conference/registration'

// The registration page with the real form hook, rules and request client; only the network
// (`fetch`) is faked. Content comes from SWR's fallback (no content request is made).
vi.setConfig({ testTimeout: 20_000 })
const content = {
  bannerImage: null,
  symposia: [],
  workshops: [
    {
      _id: 'w1',
      title: 'Electrospinning and nanofiber synthesis',
      apiValue: 'electrospining_and_nanofiber_synthesis',
      description: null,
    },
  ],
  timeframes: [],
  extraFees: [],
  abstractGuidance: null,
} as unknown as RegistrationFormQueryResult

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'abstract.pdf', { type: 'application/pdf' })

let fetchMock: ReturnType<typeof vi.fn>
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

// The parts whose code loads apart (preloadable): transformed once here, so each test finds them
// as soon as they render.
beforeAll(() =>
  Promise.all([
    import('./abstract-details'),
    import('./success-panel'),
    import('./registration-aside'),
    import('./registration-closed'),
  ]),
)

beforeAll(() => {
  // jsdom has no modal dialogs; the browser tests cover the real <dialog>.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
beforeEach(() => {
  window.sessionStorage.clear()
  fetchMock = vi.fn(() => Promise.resolve(json(201, { message: 'ok', email: 'x', updated: false })))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  configureClock({})
})

function renderPage(data: RegistrationFormQueryResult = content) {
  const user = userEvent.setup({ applyAccept: false, delay: null, pointerEventsCheck: 0 })
  render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { [unstable_serialize(contentKey(registrationFormQuery))]: data },
        revalidateOnMount: false,
      }}
    >
      <MemoryRouter>
        <RegistrationRoute />
      </MemoryRouter>
    </SWRConfig>,
  )
  return user
}

async function fillAbstract(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Abstract title' }),
    'Sample: perovskite films',
  )
  await pasteInto(user, 'Author 1 name', 'Sample Author A')
  await pasteInto(user, 'Author 1 affiliation', 'Sample Lab 1')
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, email = 'ama@example.com') {
  const fields: [string, string][] = [
    ['First name', 'Ama'],
    ['Surname', 'Mensah'],
    ['Location', 'Accra'],
    ['Contact (phone)', '+233'],
    ['Email', email],
    ['Confirm email', email],
    ['Affiliation', 'UG'],
    ['Street', '1 Ave'],
    ['City', 'Legon'],
  ]
  for (const [name, value] of fields) {
    await user.click(screen.getByRole('textbox', { name }))
    await user.paste(value)
  }
  await screen.findByRole('option', { name: 'Ghana' })
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GH')
  // (This content has no fee periods, so none is chosen for the visitor.)
  await user.click(screen.getByRole('radio', { name: /^Regular/ }))
}

/** The registration_data sent with the n-th request, and whether an abstract part was sent. */
function sent(call = 0): { data: Record<string, unknown>; abstract: FormDataEntryValue | null } {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit
  const body = init.body as FormData
  return {
    data: JSON.parse(String(body.get('registration_data'))) as Record<string, unknown>,
    abstract: body.get('abstract'),
  }
}

describe('the form as the browser posts it', () => {
  it('is a multipart POST to its own address; the street is a one-line address field', () => {
    renderPage()
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/forms/registration')
    expect(form).toHaveAttribute('enctype', 'multipart/form-data')
    // A one-line input takes address-line1; street-address is for a textarea (HTML autofill).
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveAttribute(
      'autocomplete',
      'address-line1',
    )
  })
})

describe('abstract section (docs/decisions/0019-abstract-upload-checks.md)', () => {
  it('states the limits; the symposium and mode appear only with a file and go with it', async () => {
    const user = renderPage()
    expect(screen.getByText(/150-300 words/)).toBeVisible()
    // the drop zone is the file input's label: formats and limit are in its name
    expect(screen.getByLabelText(/Abstract file/)).toHaveAccessibleName(
      /^Abstract file Choose a PDF, DOC or DOCX file, or drag it here\. At most 1 MB\.$/,
    )
    expect(screen.queryByRole('combobox', { name: 'Symposium' })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Presentation mode' })).not.toBeInTheDocument()

    await user.upload(screen.getByLabelText(/Abstract file/), pdf())
    expect(screen.getByText('abstract.pdf')).toBeVisible()
    expect(screen.getByLabelText(/Abstract file/)).toHaveAccessibleName(/abstract\.pdf \(1 KB\)/)
    const symposium = await screen.findByRole('combobox', { name: 'Symposium' })
    expect(symposium).toHaveValue('advanced_energy_materials')
    expect(within(symposium).getAllByRole('option')).toHaveLength(10)
    expect(symposium).toBeRequired()
    const mode = screen.getByRole('group', { name: 'Presentation mode' })
    expect(within(mode).getByRole('radio', { name: 'In attendance' })).toBeChecked()
    expect(within(mode).getAllByRole('radio')).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Remove abstract' }))
    expect(screen.queryByRole('combobox', { name: 'Symposium' })).not.toBeInTheDocument()
    expect(screen.queryByText('abstract.pdf')).not.toBeInTheDocument()
    expect(screen.getByLabelText(/Abstract file/)).toBeVisible()

    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByRole('heading', { name: 'Registration Successful!' })
    const { data, abstract } = sent()
    expect(abstract).toBeNull()
    expect(data).toMatchObject({
      abstract_required: false,
      abstract_object_key: '',
      abstract_object_etag: '',
    })
  })

  it.each([
    [
      'over 1 MB',
      new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
      'The abstract file is larger than 1 MB. Please upload a smaller file.',
    ],
    [
      'of another type',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      'The abstract must be a PDF, DOC or DOCX file.',
    ],
  ])('a file %s is refused with a message next to the field', async (_case, file, message) => {
    const user = renderPage()
    const input = screen.getByLabelText(/Abstract file/)
    await user.upload(input, file)
    expect(input).toHaveAccessibleDescription(message)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('combobox', { name: 'Symposium' })).not.toBeInTheDocument()
  })

  it('sends the chosen file with symposium and mode; a file the server refuses is shown and focused', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        detail: [
          {
            loc: ['body', 'abstract'],
            msg: 'The abstract must be a real PDF, DOC or DOCX file',
            type: 'value_error',
          },
        ],
      }),
    )
    const user = renderPage()
    await fillRequired(user)
    await user.upload(screen.getByLabelText(/Abstract file/), pdf())
    await fillAbstract(user)
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Symposium' }),
      'Advanced_materials_for_water_and_environmental_remediation',
    )
    await user.click(screen.getByRole('radio', { name: 'Oral' }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the following: Abstract file: The abstract must be a real PDF, DOC or DOCX file',
    )
    const input = screen.getByLabelText(/Abstract file/)
    expect(input).toBeVisible()
    expect(input).toHaveAccessibleDescription('The abstract must be a real PDF, DOC or DOCX file')
    await waitFor(() => expect(input).toHaveFocus())
    const first = sent(0)
    expect(first.abstract).toBeInstanceOf(File)
    expect(first.data).toMatchObject({
      abstract_required: true,
      symposium_type: 'Advanced_materials_for_water_and_environmental_remediation',
      presentational_mode: 'oral',
      abstract_title: 'Sample: perovskite films',
      abstract_authors: [{ name: 'Sample Author A', affiliation: 'Sample Lab 1' }],
      abstract_presenter: 0,
    })

    // Choosing another file replaces the refused one; nothing typed was lost.
    await user.upload(input, new File(['%PDF-1.7'], 'second.pdf', { type: 'application/pdf' }))
    expect(screen.getByText('second.pdf')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ama')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByRole('heading', { name: 'Registration Successful!' })
    expect((sent(1).abstract as File).name).toBe('second.pdf')
  })
})

/** Types by pasting (one input event, as fillRequired does): per-key typing is slow on a busy CI. */
async function pasteInto(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.click(screen.getByRole('textbox', { name }))
  await user.paste(value)
}

describe('what an abstract is (issue 33)', () => {
  it('with a file: title and authors are asked for; rows are added, moved and removed in place; the presenter follows', async () => {
    const user = renderPage()
    await fillRequired(user)
    await user.upload(screen.getByLabelText(/Abstract file/), pdf())
    await screen.findByRole('textbox', { name: 'Abstract title' })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/Abstract title is required/)
    expect(screen.getByRole('alert')).toHaveTextContent(/List at least one author/)
    expect(fetchMock).not.toHaveBeenCalled()

    await pasteInto(user, 'Abstract title', 'Sample title')
    await pasteInto(user, 'Author 1 name', 'Sample Author A')
    await pasteInto(user, 'Author 1 affiliation', 'Sample Lab 1')
    await pasteInto(user, 'Author 3 name', 'Sample Author C')
    await pasteInto(user, 'Author 3 affiliation', 'Sample Lab 3')
    await user.click(screen.getByRole('radio', { name: 'Author 3 presents' }))
    // (The rows' rule comes with their code, imported by the submit handler: a change shows a
    // moment after the press.)
    await user.click(screen.getByRole('button', { name: 'Add another author' }))
    expect(await screen.findByRole('textbox', { name: 'Author 4 name' })).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Remove author 2' }))
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Author 4 name' })).not.toBeInTheDocument(),
    )
    await user.click(screen.getByRole('button', { name: 'Move author 2 up' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Author 1 name' })).toHaveValue('Sample Author C'),
    )
    expect(screen.getByRole('radio', { name: 'Author 1 presents' })).toBeChecked()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByRole('heading', { name: 'Registration Successful!' })
    expect(sent().data).toMatchObject({
      abstract_title: 'Sample title',
      abstract_authors: [
        { name: 'Sample Author C', affiliation: 'Sample Lab 3' },
        { name: 'Sample Author A', affiliation: 'Sample Lab 1' },
      ],
      abstract_presenter: 0,
    })
  })
})

describe('workshop choice (docs/decisions/0026-registration-form-rules-and-errors.md)', () => {
  it('ticking shows the 5 workshops; none chosen is refused, announced and focused; nothing sent', async () => {
    const user = renderPage()
    await fillRequired(user)
    expect(screen.queryByRole('group', { name: /Workshops/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Pre-conference workshop' }))
    const group = screen.getByRole('group', { name: /Workshops/ })
    const boxes = within(group).getAllByRole('checkbox')
    expect(boxes.map((b) => (b as HTMLInputElement).value)).toEqual([...WORKSHOP_VALUES])
    expect(within(group).getByRole('checkbox', { name: /Electrospinning/ })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Submit' }))
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
    const option = screen.getByRole('checkbox', { name: 'Pre-conference workshop' })
    await user.click(option)
    await user.click(screen.getByRole('checkbox', { name: /Electrospinning/ }))
    await user.click(screen.getByRole('checkbox', { name: /winter school/i }))
    await user.click(option) // unticked: the chosen workshops go
    await user.click(option)
    expect(screen.getByRole('checkbox', { name: /Electrospinning/ })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: /winter school/i })).not.toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: /metrohm/i }))
    await user.click(screen.getByRole('checkbox', { name: /complex geoparticles/i }))
    await user.click(screen.getByRole('checkbox', { name: /metrohm/i }))
    await user.click(screen.getByRole('button', { name: 'Submit' }))
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
    const option = screen.getByRole('checkbox', { name: 'Pre-conference workshop' })
    await user.click(option)
    await user.click(screen.getByRole('checkbox', { name: /Electrospinning/ }))
    await user.click(screen.getByRole('checkbox', { name: /Electrospinning/ }))
    await user.click(option)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByRole('heading', { name: 'Registration Successful!' })
    expect(sent().data).not.toHaveProperty('workshop_category')
    expect(sent().data).toMatchObject({ is_workshop: false })
  })
})

describe('form behaviour (docs/decisions/0026-registration-form-rules-and-errors.md)', () => {
  it('mismatched emails: "Emails do not match!", next to the field, focused, nothing sent', async () => {
    const user = renderPage()
    await fillRequired(user)
    await user.type(screen.getByRole('textbox', { name: 'Confirm email' }), 'x')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(screen.getByRole('alert')).toHaveTextContent(/^Emails do not match!$/)
    const confirm = screen.getByRole('textbox', { name: 'Confirm email' })
    expect(confirm).toHaveAccessibleDescription('Emails do not match!')
    expect(confirm).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('no response: the network message, everything typed kept, focus back on Submit', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const user = renderPage()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Network error\. Please check your connection and try again\.$/,
    )
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ama@example.com')
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GH')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus())
  })

  it('a 2xx answer that is not JSON still counts as registered (any answer is accepted)', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }))
    const user = renderPage()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('heading', { name: 'Registration Successful!' })).toBeVisible()
  })

  it('success: the panel takes focus; Make Payment asks in a dialog first', async () => {
    const user = renderPage()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
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
      await user.click(screen.getByRole('button', { name: 'Submit' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('Choose a registration timeframe')
      expect(fetchMock).not.toHaveBeenCalled()
      // the visitor's choice stands
      await user.click(timeframe(/^Late/))
      expect(timeframe(/^Late/)).toBeChecked()
    },
  )
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
    expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible()
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
