import { describe, expect, it } from 'vitest'
import { registrationClosedMessage, registrationWindowState } from './registration-window'

const window = { opensAt: '2025-03-01T00:00:00Z', closesAt: '2025-12-13T00:00:00Z' }

describe('registrationWindowState', () => {
  it.each([
    ['2025-02-28T23:59:59Z', 'not-yet-open'],
    ['2025-03-01T00:00:00Z', 'open'],
    ['2025-12-12T23:59:59Z', 'open'],
    ['2025-12-13T00:00:00Z', 'closed'],
    // the closing minute is midnight in Accra, whatever the visitor's clock says:
    // 7:30 pm on 12 December in New York is 00:30 on 13 December in Accra
    ['2025-12-12T19:30:00-05:00', 'closed'],
    // 00:59 on 13 December in Lagos (GMT+1) is 23:59 on 12 December in Accra
    ['2025-12-13T00:59:00+01:00', 'open'],
    ['2026-11-23T12:00:00Z', 'closed'],
  ])('at %s it is %s', (at, expected) => {
    const state = registrationWindowState(window, new Date(at))
    expect(state.open ? 'open' : state.reason).toBe(expected)
  })

  it('is closed while the secretariat has closed it early, whatever the dates', () => {
    const state = registrationWindowState(
      { ...window, closedEarly: true },
      new Date('2025-10-01T00:00:00Z'),
    )
    expect(state).toEqual({ open: false, reason: 'closed', closedAt: null })
  })

  it('is open when the CMS sets no dates', () => {
    expect(registrationWindowState(null, new Date()).open).toBe(true)
  })

  it('says whom to contact', () => {
    const state = registrationWindowState(window, new Date('2026-01-01T00:00:00Z'))
    if (state.open) throw new Error('expected closed')
    expect(registrationClosedMessage(state, 'info@example.org')).toBe(
      'Registration is closed. For questions, contact info@example.org.',
    )
  })
})
