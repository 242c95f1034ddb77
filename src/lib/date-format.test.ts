import { describe, expect, it } from 'vitest'
import {
  formatClockTime,
  formatDateRange,
  formatDeadline,
  formatInstant,
  formatLongDate,
  formatShortWeekday,
  formatTimeAndDay,
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

describe('English names spelled without Intl', () => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' })
  // Every day of a leap year and of the year after it.
  const days = Array.from({ length: 731 }, (_, i) =>
    new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  )

  it('writes long and short dates as en-GB does', () => {
    const long = intl({ day: 'numeric', month: 'long', year: 'numeric' })
    const short = intl({ day: 'numeric', month: 'short', year: 'numeric' })
    for (const day of days) {
      expect(formatLongDate(day)).toBe(long.format(Date.parse(day)))
      expect(formatLongDate(day, true)).toBe(short.format(Date.parse(day)))
    }
  })

  it('writes weekdays as en-GB does', () => {
    const weekday = intl({ weekday: 'long', day: 'numeric', month: 'long' })
    for (const day of days)
      expect(formatWeekday(day)).toBe(weekday.format(Date.parse(day)).replace(',', ''))
  })

  it('writes short weekdays as en-GB does', () => {
    const weekday = intl({ weekday: 'short', day: 'numeric', month: 'short' })
    for (const day of days) expect(formatShortWeekday(day)).toBe(weekday.format(Date.parse(day)))
    expect(formatShortWeekday('2025-12-09')).toBe('Tue 9 Dec')
    expect(formatShortWeekday('soon')).toBe('')
  })

  it('writes 24-hour clock times as en-GB does', () => {
    for (const timeZone of ['Africa/Accra', 'Europe/London', 'Asia/Kolkata']) {
      const time = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      })
      for (let i = 0; i < 200; i++) {
        const ms = Date.UTC(2025, 0, 1) + i * 1_234_567_891
        expect(formatClockTime(ms, timeZone)).toBe(time.format(ms))
        expect(formatClockTime(new Date(ms).toISOString(), timeZone)).toBe(time.format(ms))
      }
    }
    expect(formatClockTime('2025-12-09T00:00:00Z', 'Africa/Accra')).toBe('00:00')
    expect(formatClockTime('later', 'Africa/Accra')).toBe('')
  })

  it('writes instants as en-GB does', () => {
    const instant = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
      timeZone: 'Europe/London',
    })
    for (let i = 0; i < 200; i++) {
      const ms = Date.UTC(2025, 0, 1) + i * 1_234_567_891
      const expected = instant.format(ms).replace(' at ', ', ')
      expect(formatInstant(new Date(ms).toISOString(), 'Europe/London')).toBe(expected)
    }
  })

  it('writes 12-hour times with 12 for noon and midnight', () => {
    expect(formatTimeAndDay('2025-12-09T00:05:00Z', 'Africa/Accra')).toBe(
      '12:05 am, Tuesday 9 December',
    )
    expect(formatTimeAndDay('2025-12-09T12:30:00Z', 'Africa/Accra')).toBe(
      '12:30 pm, Tuesday 9 December',
    )
    expect(formatTimeAndDay('2025-12-09T08:00:00Z', 'Asia/Kolkata')).toBe(
      '1:30 pm, Tuesday 9 December',
    )
  })
})
