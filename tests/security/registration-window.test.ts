import { describe, expect, it } from 'vitest'
import { client, fakeContent, stored, testDeps } from './support.ts'

// docs/decisions/0005-registration-window.md: while registration is closed the API
// refuses registrations and registration-fee payments with the page's sentence; verification
// of an existing payment still works.
const conference = (registrationWindow: unknown) => ({
  registrationWindow,
  contact: { email: 'secretariat@example.org' },
})
const window = {
  opensAt: '2025-03-01T00:00:00Z',
  closesAt: '2025-12-13T00:00:00Z',
  closedEarly: false,
}

describe('registration window', () => {
  it.each([
    [
      'after it closed',
      '2026-01-05T10:00:00Z',
      window,
      'Registration is closed. For questions, contact secretariat@example.org.',
    ],
    [
      'closed early',
      '2025-06-01T10:00:00Z',
      { ...window, closedEarly: true },
      'Registration is closed. For questions, contact secretariat@example.org.',
    ],
    [
      'before it opens',
      '2025-01-10T10:00:00Z',
      window,
      'Registration is not open yet. For questions, contact secretariat@example.org.',
    ],
  ])(
    '%s: 422 registration_closed for registration and payment, nothing stored',
    async (_when, now, win, msg) => {
      const deps = await testDeps({ siteNow: now }, fakeContent({ conference: conference(win) }))
      const expected = { detail: [{ loc: ['body'], msg, type: 'registration_closed' }] }
      const api = client(deps)
      const registered = await api.register()
      expect(registered.status).toBe(422)
      expect(await registered.json()).toEqual(expected)
      const paid = await api.initialise()
      expect(paid.status).toBe(422)
      expect(await paid.json()).toEqual(expected)
      expect(stored(deps).registration('ama@example.com')).toBeNull()
      expect(stored(deps).transactions('ama@example.com')).toEqual([])
      expect(stored(deps).abstractFiles()).toEqual([])
    },
  )

  it('open inside the window, and when the content has no window', async () => {
    for (const content of [conference(window), null]) {
      const deps = await testDeps(
        { siteNow: '2025-10-01T10:00:00Z' },
        fakeContent({ conference: content }),
      )
      expect((await client(deps).register()).status).toBe(201)
    }
  })

  it('verification of an existing payment still answers once registration closed', async () => {
    const open = await testDeps(
      { siteNow: '2025-10-01T10:00:00Z' },
      fakeContent({ conference: conference(window) }),
    )
    const reference = await client(open).pendingPayment()
    const closed = { ...open, config: { ...open.config, siteNow: '2026-01-05T10:00:00Z' } }
    const res = await client(closed).verify(reference)
    expect(res.status).toBe(200)
    // Nobody acted on its checkout page yet: Paystack calls such a transaction abandoned.
    expect(await res.json()).toEqual({ payment_state: 'abandoned' })
  })
})
