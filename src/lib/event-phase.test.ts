import { describe, expect, it } from 'vitest'
import { eventPhase, hasEnded, hasStarted, programmeDays } from './event-phase'

const ACCRA = 'Africa/Accra'
const dates = {
  workshopsStartDate: '2025-12-07',
  workshopsEndDate: '2025-12-08',
  startDate: '2025-12-09',
  endDate: '2025-12-12',
}
const phaseAt = (now: string) => eventPhase(dates, new Date(now), ACCRA)

describe('eventPhase (workshops 7-8 December, conference 9-12 December 2025)', () => {
  it.each([
    ['2025-10-20T10:00:00Z', { phase: 'before', daysToFirstDay: 48, daysToConference: 50 }],
    ['2025-12-06T23:59:00Z', { phase: 'before', daysToFirstDay: 1, daysToConference: 3 }],
    // a visitor in Los Angeles on the evening of 6 December: the workshops have begun in Accra
    [
      '2025-12-06T17:00:00-08:00',
      { phase: 'during', today: { date: '2025-12-07', part: 'workshops', number: 1, of: 2 } },
    ],
    [
      '2025-12-07T00:00:00Z',
      { phase: 'during', today: { date: '2025-12-07', part: 'workshops', number: 1, of: 2 } },
    ],
    [
      '2025-12-08T15:00:00Z',
      { phase: 'during', today: { date: '2025-12-08', part: 'workshops', number: 2, of: 2 } },
    ],
    [
      '2025-12-09T08:00:00Z',
      { phase: 'during', today: { date: '2025-12-09', part: 'conference', number: 1, of: 4 } },
    ],
    // the closing minute of the last day, then the first minute after it
    [
      '2025-12-12T23:59:00Z',
      { phase: 'during', today: { date: '2025-12-12', part: 'conference', number: 4, of: 4 } },
    ],
    ['2025-12-13T00:00:00Z', { phase: 'after', daysSinceEnd: 1 }],
    // a visitor in Tokyo at 8 am on 13 December: still 12 December in Accra
    [
      '2025-12-13T08:00:00+09:00',
      { phase: 'during', today: { date: '2025-12-12', part: 'conference', number: 4, of: 4 } },
    ],
    ['2026-11-23T09:00:00Z', { phase: 'after', daysSinceEnd: 346 }],
  ])('at %s', (now, expected) => {
    expect(phaseAt(now)).toEqual(expected)
  })

  it('without workshops the conference days are the programme', () => {
    const phase = eventPhase(
      { startDate: '2025-12-09', endDate: '2025-12-12' },
      new Date('2025-12-08T12:00:00Z'),
      ACCRA,
    )
    expect(phase).toEqual({ phase: 'before', daysToFirstDay: 1, daysToConference: 1 })
  })

  it('a day between the workshops and the conference is "during" without a programme day', () => {
    const gap = { ...dates, workshopsEndDate: '2025-12-07' }
    expect(eventPhase(gap, new Date('2025-12-08T12:00:00Z'), ACCRA)).toEqual({
      phase: 'during',
      today: null,
    })
  })

  it('is null without conference dates', () => {
    expect(eventPhase({ startDate: null }, new Date(), ACCRA)).toBeNull()
  })

  it('lists the programme days in order', () => {
    expect(programmeDays(dates).map((d) => `${d.part} ${d.number}/${d.of}`)).toEqual([
      'workshops 1/2',
      'workshops 2/2',
      'conference 1/4',
      'conference 2/4',
      'conference 3/4',
      'conference 4/4',
    ])
  })
})

describe('hasStarted', () => {
  it.each([
    ['2025-12-06T23:59:00Z', false],
    ['2025-12-07T00:00:00Z', true],
    ['2025-12-20T10:00:00Z', true],
  ])('the winter school (starts 7 December) at %s: %s', (now, started) => {
    expect(hasStarted('2025-12-07', new Date(now), ACCRA)).toBe(started)
  })
  it('is false without a date', () => {
    expect(hasStarted(undefined, new Date(), ACCRA)).toBe(false)
  })
})

describe('hasEnded', () => {
  it.each([
    ['2025-12-08T23:59:00Z', false],
    ['2025-12-09T00:00:00Z', true],
  ])('the winter school (ends 8 December) at %s: %s', (now, ended) => {
    expect(hasEnded('2025-12-08', new Date(now), ACCRA)).toBe(ended)
  })
  it('is false without a date', () => {
    expect(hasEnded(null, new Date(), ACCRA)).toBe(false)
  })
})
