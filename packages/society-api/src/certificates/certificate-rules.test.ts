import { describe, expect, it } from 'vitest'
import {
  certificateState,
  certifiesText,
  dayIn,
  eventIsOver,
  presentationOf,
} from './certificate-rules.ts'

describe('who gets a certificate of attendance', () => {
  it('the event is over the day after its last day, counted in its time zone', () => {
    expect(eventIsOver('2025-12-12', new Date('2025-12-12T23:59:00Z'), 'Africa/Accra')).toBe(false)
    expect(eventIsOver('2025-12-12', new Date('2025-12-13T00:00:00Z'), 'Africa/Accra')).toBe(true)
    // In Nairobi (UTC+3) the 13th begins three hours earlier.
    expect(eventIsOver('2025-12-12', new Date('2025-12-12T21:30:00Z'), 'Africa/Nairobi')).toBe(true)
    expect(dayIn(new Date('2025-12-12T21:30:00Z'), 'No/Such_Zone')).toBe('2025-12-12')
  })

  it('only a paid, checked-in, still registered delegate, and only after the event', () => {
    const state = (registered: boolean, checkedIn: boolean, paid: boolean, over: boolean) =>
      certificateState({ registered, checkedIn, paid, over })
    expect(state(true, true, true, true)).toBe('eligible')
    expect(state(true, true, true, false)).toBe('before-event')
    expect(state(true, false, true, true)).toBe('not-checked-in')
    expect(state(true, false, true, false)).toBe('before-event')
    expect(state(false, true, true, true)).toBe('not-registered')
    // Checked in at the door with a warning, never paid: no certificate.
    expect(state(true, true, false, true)).toBe('not-paid')
    expect(state(true, false, false, true)).toBe('not-checked-in')
  })

  it('a presentation only for an accepted abstract whose author was checked in', () => {
    const oral = { status: 'accepted', mode: 'oral' } as const
    expect(presentationOf(oral, true, ' Sample perovskite films ')).toEqual({
      mode: 'oral',
      title: 'Sample perovskite films',
    })
    expect(presentationOf(oral, false, 'Sample')).toBeNull()
    expect(presentationOf({ status: 'rejected' }, true, 'Sample')).toBeNull()
    expect(presentationOf({ status: 'pending' }, true, 'Sample')).toBeNull()
    expect(certifiesText(null)).toBe('Attendance')
    expect(certifiesText({ mode: 'poster', title: 'Sample' })).toBe(
      'Attendance and a poster presentation: “Sample”',
    )
    expect(certifiesText({ mode: 'oral', title: '' })).toBe('Attendance and an oral presentation')
  })
})
