import { describe, expect, it } from 'vitest'
import { countdownText, todayText, tookPlaceText, winterSchoolDay } from './phase-text'

describe('phase text', () => {
  it('counts down to the conference and its workshops', () => {
    expect(countdownText({ phase: 'before', daysToFirstDay: 48, daysToConference: 50 })).toBe(
      'The conference opens in 50 days. Pre-conference workshops start in 48 days.',
    )
    expect(countdownText({ phase: 'before', daysToFirstDay: 1, daysToConference: 3 })).toBe(
      'The conference opens in 3 days. Pre-conference workshops start tomorrow.',
    )
    expect(countdownText({ phase: 'before', daysToFirstDay: 1, daysToConference: 1 })).toBe(
      'The conference opens tomorrow.',
    )
  })

  it("names today's day of the programme", () => {
    expect(todayText({ date: '2025-12-07', part: 'workshops', number: 1, of: 2 })).toBe(
      'Today, Sunday 7 December: pre-conference workshops, day 1 of 2.',
    )
    expect(todayText({ date: '2025-12-10', part: 'conference', number: 2, of: 4 })).toBe(
      'Today, Wednesday 10 December: conference day 2 of 4.',
    )
  })

  it("finds today's winter-school day by date", () => {
    const school = {
      _id: 'winterSchool',
      title: 'Winter School',
      startDate: '2025-12-07',
      endDate: '2025-12-08',
      days: [
        { _key: 'a', title: 'Day 1 – Sunday 7 December 2025', date: '2025-12-07', pending: false },
        { _key: 'b', title: 'Day 2 – Monday 8 December 2025', date: '2025-12-08', pending: true },
      ],
    }
    expect(winterSchoolDay(school, '2025-12-08')).toEqual({
      title: 'Day 2 – Monday 8 December 2025',
      pending: true,
    })
    expect(winterSchoolDay(school, '2025-12-09')).toBeNull()
    expect(winterSchoolDay(null, '2025-12-07')).toBeNull()
  })

  it('says where and when the conference took place, from the CMS facts', () => {
    expect(
      tookPlaceText({
        name: 'IUMRS-ICAM 2025',
        city: 'Accra',
        startDate: '2025-12-09',
        endDate: '2025-12-12',
      }),
    ).toBe('IUMRS-ICAM 2025 took place in Accra, 9–12 December 2025')
  })
})
