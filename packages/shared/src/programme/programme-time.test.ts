import { describe, expect, it } from 'vitest'
import {
  dayBounds,
  dayLabel,
  EVENT_TIME_ZONE,
  eventDate,
  sampleTitle,
  slotLabel,
  timeLabel,
} from './programme-time'

describe('programme times, in GMT (Accra)', () => {
  it.each([
    ['2025-12-09T08:00:00.000Z', 'Tue 9 Dec', '08:00', '2025-12-09'],
    ['2025-12-10T10:30:00Z', 'Wed 10 Dec', '10:30', '2025-12-10'],
    ['2025-12-07T23:59:00Z', 'Sun 7 Dec', '23:59', '2025-12-07'],
    ['2025-12-12T00:00:00Z', 'Fri 12 Dec', '00:00', '2025-12-12'],
  ])('%s is %s at %s', (iso, day, time, date) => {
    expect(dayLabel(iso)).toBe(day)
    expect(timeLabel(iso)).toBe(time)
    expect(eventDate(iso)).toBe(date)
  })

  it('agrees with Intl in Africa/Accra (GMT all year, no daylight saving)', () => {
    for (const iso of ['2025-12-09T08:00:00Z', '2025-06-15T13:45:00Z', '2025-03-30T01:30:00Z']) {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone: EVENT_TIME_ZONE,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date(iso))
      const part = (type: string) => parts.find((p) => p.type === type)?.value
      expect(dayLabel(iso)).toBe(`${part('weekday')} ${part('day')} ${part('month')}`)
      expect(timeLabel(iso)).toBe(`${part('hour')}:${part('minute')}`)
    }
  })

  it('spells a slot with the day, start and end', () => {
    expect(slotLabel('2025-12-09T08:00:00Z', '2025-12-09T09:30:00Z')).toBe(
      'Tue 9 Dec · 08:00–09:30',
    )
    expect(slotLabel('2025-12-09T08:00:00Z', undefined)).toBe('Tue 9 Dec · 08:00')
    expect(slotLabel(undefined, '2025-12-09T09:30:00Z')).toBe('no time set')
    expect(dayLabel('not a date')).toBeNull()
    expect(dayLabel('2025-11-20T10:00:00Z', true)).toBe('Thu 20 Nov 2025')
  })

  it('gives a day’s bounds for queries', () => {
    expect(dayBounds('2025-12-09')).toEqual({
      from: '2025-12-09T00:00:00.000Z',
      to: '2025-12-10T00:00:00.000Z',
    })
  })

  it('marks sample titles once', () => {
    expect(sampleTitle('Main Hall', true)).toBe('Main Hall (sample)')
    expect(sampleTitle('Main Hall (sample)', true)).toBe('Main Hall (sample)')
    expect(sampleTitle('Main Hall', false)).toBe('Main Hall')
    expect(sampleTitle(undefined, false)).toBe('Untitled')
  })
})
