import { describe, expect, it } from 'vitest'
import { addDays, calendarDayIn, daysBetween, daysFrom, toCalendarDay } from './calendar-day'

describe('calendarDayIn', () => {
  it.each([
    // instant (any offset: the visitor's clock)   zone              day there
    ['2025-10-31T23:59:59Z', 'Africa/Accra', '2025-10-31'],
    ['2025-11-01T00:00:00Z', 'Africa/Accra', '2025-11-01'],
    // 8 pm on 31 October in Los Angeles is already 1 November in Accra
    ['2025-10-31T20:00:00-07:00', 'Africa/Accra', '2025-11-01'],
    // 00:30 on 1 November in Lagos (GMT+1) is still 31 October in Accra
    ['2025-11-01T00:30:00+01:00', 'Africa/Accra', '2025-10-31'],
    ['2025-11-01T00:30:00+01:00', 'Africa/Lagos', '2025-11-01'],
    // an unknown zone counts in UTC instead of failing
    ['2025-12-31T23:30:00Z', 'Not/AZone', '2025-12-31'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(calendarDayIn(new Date(instant), zone)).toBe(day)
  })
})

describe('day arithmetic', () => {
  it('validates and trims CMS dates', () => {
    expect(toCalendarDay('2025-12-09')).toBe('2025-12-09')
    expect(toCalendarDay('2025-12-09T08:00:00Z')).toBe('2025-12-09')
    expect(toCalendarDay('2025-02-30')).toBeNull()
    expect(toCalendarDay('09/12/2025')).toBeNull()
    expect(toCalendarDay(null)).toBeNull()
  })
  it('counts whole days across months and years', () => {
    expect(daysBetween('2025-11-23', '2025-12-09')).toBe(16)
    expect(daysBetween('2025-12-12', '2026-11-23')).toBe(346)
    expect(daysBetween('2025-12-09', '2025-12-09')).toBe(0)
    expect(daysBetween('2025-12-10', '2025-12-09')).toBe(-1)
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(daysFrom('2025-12-09', '2025-12-12')).toEqual([
      '2025-12-09',
      '2025-12-10',
      '2025-12-11',
      '2025-12-12',
    ])
    expect(daysFrom('2025-12-12', '2025-12-09')).toEqual([])
  })
})
