import { describe, expect, it } from 'vitest'
import {
  formatDateRange,
  formatDayMonthYear,
  formatDeadline,
  formatInstant,
  formatLongDate,
  formatWeekday,
  isoDate,
} from './date-format'

describe('formatInstant', () => {
  it('formats instants on the conference clock', () => {
    expect(formatInstant('2025-12-13T00:00:00Z', 'Africa/Accra', true)).toBe(
      '12 December 2025, 23:59 GMT',
    )
    expect(formatInstant('2025-03-01T00:00:00Z', 'Africa/Accra')).toBe('1 March 2025, 00:00 GMT')
    expect(formatInstant('2025-03-01T00:00:00Z', 'No/Zone')).toBe('1 March 2025, 00:00 UTC')
    expect(formatInstant('later', 'Africa/Accra')).toBe('')
  })
  it('shows the visitor the conference clock, not their own', () => {
    expect(formatInstant('2025-12-12T19:30:00-05:00', 'Africa/Accra')).toBe(
      '13 December 2025, 00:30 GMT',
    )
  })
})

describe('format', () => {
  it('formats dd/mm/yyyy', () => {
    expect(formatDayMonthYear('2025-10-16')).toBe('16/10/2025')
    expect(formatDayMonthYear('2025-01-05T23:59:00Z')).toBe('05/01/2025')
    expect(formatDayMonthYear(null)).toBe('')
    expect(formatDayMonthYear('nope')).toBe('')
  })
  it('formats long dates without time-zone drift', () => {
    expect(formatLongDate('2025-10-31')).toBe('31 October 2025')
    expect(formatLongDate('2025-07-31', true)).toBe('31 Jul 2025')
  })
  it('formats ranges', () => {
    expect(formatDateRange('2025-12-09', '2025-12-12')).toBe('9–12 December 2025')
    expect(formatDateRange('2025-12-07', '2025-12-07')).toBe('7 December 2025')
    expect(formatDateRange('2025-11-30', '2025-12-02')).toBe('30 November 2025 – 2 December 2025')
  })
  it('formats weekdays of calendar days', () => {
    expect(formatWeekday('2025-12-07')).toBe('Sunday 7 December')
    expect(formatWeekday('2025-12-12')).toBe('Friday 12 December')
    expect(formatWeekday(null)).toBe('')
  })
  it('gives ISO dates for <time>', () => {
    expect(isoDate('2025-12-09')).toBe('2025-12-09')
    expect(isoDate(undefined)).toBeUndefined()
  })
})

describe('formatDeadline', () => {
  it('shows the GMT time of a datetime', () => {
    expect(formatDeadline('2025-10-31T23:59:00Z')).toBe('31 October 2025, 23:59 GMT')
    expect(formatDeadline('2025-10-31')).toBe('31 October 2025, 00:00 GMT')
    expect(formatDeadline(null)).toBe('')
  })
})
