import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig, unstable_serialize } from 'swr'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { registrationFormQuery } from './queries'
import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { contentKey } from '@/content/use-content'
import { configureClock } from '@/lib/clock'
import { Component as RegistrationRoute } from '@/routes/conference/registration'

// The registration page with the real form hook, rules and request client; only the network
// (`fetch`) is faked. Content comes from SWR's fallback (no content request is made). Shared by
// the registration page's test files (split so that they run side by side).

export const content = {
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

export type User = ReturnType<typeof userEvent.setup>

export const pdf = () =>
  new File(['%PDF-1.4\n%%EOF\n'], 'abstract.pdf', { type: 'application/pdf' })

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The faked network: answers 201 unless a test says otherwise. */
export const fetchMock = vi.fn<typeof fetch>()

/** The hooks every registration page test file needs (call at the top of the file). */
export function setUpRegistrationPage() {
  // The parts whose code loads apart (preloadable): transformed once here, so each test finds
  // them as soon as they render.
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
    fetchMock.mockReset()
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(201, { message: 'ok', email: 'x', updated: false })),
    )
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    configureClock({})
  })
}

export function renderPage(data: RegistrationFormQueryResult = content): User {
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

/**
 * The control a label names ("First name", shown as "First name *" when required; or a pattern).
 * One pass over the labels: a role or label-text query over this long form costs a tenth of a
 * second or more in jsdom, and filling the form makes dozens of them.
 */
export function field(label: string | RegExp): HTMLElement {
  for (const element of document.querySelectorAll('label')) {
    const text = (element.textContent ?? '').replace(/\s*\*$/, '').trim()
    const named = typeof label === 'string' ? text === label : label.test(text)
    if (named && element.control) return element.control
  }
  throw new Error(`No field labelled ${String(label)}`)
}

/** Types by pasting (one input event): per-key typing is slow on a busy CI. */
export async function pasteInto(user: User, label: string, value: string) {
  await user.click(field(label))
  await user.paste(value)
}

/** The form's own Submit button (not the hidden default one that Enter presses). */
export const submitButton = () => screen.getByRole('button', { name: 'Submit' })

export async function fillRequired(user: User, email = 'ama@example.com') {
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
  for (const [label, value] of fields) await pasteInto(user, label, value)
  await user.selectOptions(field('Country'), 'GH')
  // (This content has no fee periods, so none is chosen for the visitor.)
  await user.click(field(/^Regular/))
}

export async function fillAbstract(user: User) {
  await pasteInto(user, 'Abstract title', 'Sample: perovskite films')
  await pasteInto(user, 'Author 1 name', 'Sample Author A')
  await pasteInto(user, 'Author 1 affiliation', 'Sample Lab 1')
}

/** The registration_data sent with the n-th request, and whether an abstract part was sent. */
export function sent(call = 0): {
  data: Record<string, unknown>
  abstract: FormDataEntryValue | null
} {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit
  const body = init.body as FormData
  return {
    data: JSON.parse(String(body.get('registration_data'))) as Record<string, unknown>,
    abstract: body.get('abstract'),
  }
}
