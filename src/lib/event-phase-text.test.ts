import { describe, expect, it } from 'vitest'
import { countdownText, todayText } from './event-phase-text'

describe('the conference phase in words', () => {
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
})
