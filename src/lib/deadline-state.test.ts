import { describe, expect, it } from 'vitest'
import { deadlineLabel, deadlineState, keepsNote } from './deadline-state'

const ACCRA = 'Africa/Accra'
const at = (iso: string) => new Date(iso)

describe('deadlineState (abstract deadline 31 October 2025, Accra time)', () => {
  it.each([
    ['2025-10-17T10:00:00Z', 'upcoming', 'In 14 days'],
    ['2025-10-16T10:00:00Z', 'upcoming', 'Upcoming'],
    ['2025-10-30T12:00:00Z', 'upcoming', 'Tomorrow'],
    ['2025-10-31T00:00:00Z', 'today', 'Today'],
    // the closing minute: still today at 23:59 in Accra, passed one minute later
    ['2025-10-31T23:59:00Z', 'today', 'Today'],
    ['2025-11-01T00:00:00Z', 'passed', 'Past'],
    // a visitor in Los Angeles at 5 pm on 31 October: it is already 1 November in Accra
    ['2025-10-31T17:00:00-07:00', 'passed', 'Past'],
    // a visitor in Nairobi (GMT+3) at 1 am on 1 November: still 31 October in Accra
    ['2025-11-01T01:00:00+03:00', 'today', 'Today'],
    ['2026-11-23T09:00:00Z', 'passed', 'Past'],
  ])('at %s it is %s ("%s")', (now, status, label) => {
    const state = deadlineState('2025-10-31', at(now), ACCRA)
    expect(state?.status).toBe(status)
    expect(deadlineLabel(state!)).toBe(label)
  })

  it('counts the days either way', () => {
    expect(deadlineState('2025-11-15', at('2025-11-10T08:00:00Z'), ACCRA)).toEqual({
      status: 'upcoming',
      daysLeft: 5,
    })
    expect(deadlineState('2025-11-15', at('2025-11-16T08:00:00Z'), ACCRA)).toEqual({
      status: 'passed',
      daysAgo: 1,
    })
  })

  it('has no state without a valid date', () => {
    expect(deadlineState(null, at('2025-10-31T10:00:00Z'), ACCRA)).toBeNull()
    expect(deadlineState('soon', at('2025-10-31T10:00:00Z'), ACCRA)).toBeNull()
  })
})

describe('keepsNote ("Extended" only while ahead)', () => {
  it.each([
    ['2025-10-30T10:00:00Z', true],
    ['2025-10-31T23:59:00Z', true],
    ['2025-11-01T00:00:00Z', false],
  ])('at %s: %s', (now, keeps) => {
    expect(keepsNote(deadlineState('2025-10-31', at(now), ACCRA))).toBe(keeps)
  })
  it('keeps the note of a deadline without a state', () => {
    expect(keepsNote(null)).toBe(true)
  })
})
