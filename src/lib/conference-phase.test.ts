import { describe, expect, it } from 'vitest'
import { conferencePhase, forPhase, forPhaseField, tookPlaceText } from './conference-phase'

const dates = {
  workshopsStartDate: '2025-12-07',
  startDate: '2025-12-09',
  endDate: '2025-12-12',
  timeZone: 'Africa/Accra',
}

describe('conferencePhase (workshops from 7 December, conference 9-12 December 2025)', () => {
  it.each([
    ['2025-10-20T10:00:00Z', 'before'],
    ['2025-12-06T23:59:00Z', 'before'],
    // the workshops open the event
    ['2025-12-07T00:00:00Z', 'during'],
    ['2025-12-10T10:30:00Z', 'during'],
    ['2025-12-12T23:59:00Z', 'during'],
    ['2025-12-13T00:00:00Z', 'after'],
    // a visitor in Tokyo at 8 am on 13 December: still 12 December in Accra
    ['2025-12-13T08:00:00+09:00', 'during'],
  ])('%s → %s', (now, phase) => {
    expect(conferencePhase(dates, new Date(now))).toBe(phase)
  })

  it('starts with the conference when there are no workshops before it', () => {
    const noWorkshops = { ...dates, workshopsStartDate: null }
    expect(conferencePhase(noWorkshops, new Date('2025-12-08T12:00:00Z'))).toBe('before')
    expect(conferencePhase(noWorkshops, new Date('2025-12-09T00:00:00Z'))).toBe('during')
  })

  it('is null without the dates', () => {
    expect(conferencePhase(null, new Date())).toBeNull()
    expect(conferencePhase({ endDate: 'soon' }, new Date())).toBeNull()
  })
})

describe('forPhase', () => {
  const texts = { before: 'takes place', during: 'is taking place', after: 'took place' }
  it.each([
    ['before', 'takes place', 'before'],
    ['during', 'is taking place', 'during'],
    ['after', 'took place', 'after'],
    [null, 'takes place', 'before'],
  ] as const)('%s → "%s"', (phase, value, from) => {
    expect(forPhase(phase, texts)).toEqual({ value, phase: from })
  })

  it('falls back to the words before the event when a phase has none (or empty ones)', () => {
    expect(forPhase('after', { before: 'is', after: '' })).toEqual({ value: 'is', phase: 'before' })
    expect(forPhase('during', { before: ['a'], during: [] })).toEqual({
      value: ['a'],
      phase: 'before',
    })
    expect(forPhase('after', { before: 'is', after: null })).toEqual({
      value: 'is',
      phase: 'before',
    })
  })
})

describe('forPhaseField', () => {
  it('names the field the words come from, as the studio names the variants', () => {
    const texts = { before: 'is', after: 'was' }
    expect(forPhaseField('after', 'note', texts)).toEqual({ value: 'was', field: 'noteAfterEvent' })
    expect(forPhaseField('during', 'note', texts)).toEqual({ value: 'is', field: 'note' })
    expect(forPhaseField('during', 'note', { before: 'is', during: 'is now' })).toEqual({
      value: 'is now',
      field: 'noteDuringEvent',
    })
  })
})

describe('tookPlaceText', () => {
  it('says where and when the conference took place, from the CMS facts', () => {
    expect(
      tookPlaceText({
        name: 'IUMRS-ICAM 2025',
        city: 'Accra',
        startDate: '2025-12-09',
        endDate: '2025-12-12',
      }),
    ).toBe('IUMRS-ICAM 2025 took place in Accra, 9–12 December 2025')
    expect(tookPlaceText({ name: null, city: null, startDate: null, endDate: null })).toBe(
      'The conference took place',
    )
  })
})
