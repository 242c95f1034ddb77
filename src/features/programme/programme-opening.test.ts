import { describe, expect, it } from 'vitest'
import { dayParams, openingDay } from './programme-opening'

describe('dayParams', () => {
  it('gives a day of Accra (UTC) as [from, to)', () =>
    expect(dayParams('2025-12-09')).toEqual({
      from: '2025-12-09T00:00:00.000Z',
      to: '2025-12-10T00:00:00.000Z',
    }))

  it.each(['garbage', '2025-13-01', '2025-02-30', '', '2025-12-9'])(
    'gives an empty span for "%s"',
    (date) => {
      const { from, to } = dayParams(date)
      expect(from).toBe(to)
    },
  )
})

describe('openingDay', () => {
  const days = ['2025-12-07', '2025-12-08', '2025-12-09']
  it.each([
    ['2025-12-08T23:59:00Z', '2025-12-08'],
    ['2025-12-09T00:00:00Z', '2025-12-09'],
    ['2025-10-20T10:00:00Z', '2025-12-07'],
    ['2026-03-01T10:00:00Z', '2025-12-07'],
  ])('at %s: %s', (now, day) => expect(openingDay(Date.parse(now), days)).toBe(day))

  it('defaults to the programme’s own days', () =>
    expect(openingDay(Date.parse('2025-12-10T10:30:00Z'))).toBe('2025-12-10'))
})
