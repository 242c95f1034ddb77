import { describe, expect, it } from 'vitest'
import { programmeChange } from './programmeChange'
import { room } from './room'
import { session } from './session'
import { talk } from './talk'

type Prepare = (value: Record<string, unknown>) => { title?: string; subtitle?: string }
const prepare = (type: { preview?: { prepare?: unknown } }) => type.preview?.prepare as Prepare

describe('programme previews (times in GMT)', () => {
  it('session: title; day, times and room', () => {
    expect(
      prepare(session)({
        title: 'Opening ceremony (sample)',
        start: '2025-12-09T08:00:00.000Z',
        end: '2025-12-09T09:30:00.000Z',
        room: 'Main Hall (sample)',
        sample: true,
      }),
    ).toEqual({
      title: 'Opening ceremony (sample)',
      subtitle: 'Tue 9 Dec · 08:00–09:30 · Main Hall (sample)',
    })
    expect(
      prepare(session)({
        title: 'Lunch',
        start: '2025-12-09T12:30:00Z',
        end: '2025-12-09T13:30:00Z',
      }).subtitle,
    ).toBe('Tue 9 Dec · 12:30–13:30')
  })

  it('talk: title; day, times and code, "removed" when withdrawn, "(sample)" on samples', () => {
    const value = {
      title: 'A contributed talk',
      code: 'a1-03',
      start: '2025-12-10T10:30:00Z',
      end: '2025-12-10T10:45:00Z',
      sample: true,
    }
    expect(prepare(talk)(value)).toEqual({
      title: 'A contributed talk (sample)',
      subtitle: 'Wed 10 Dec · 10:30–10:45 · A1-03',
    })
    expect(prepare(talk)({ ...value, withdrawn: true }).subtitle).toBe(
      'Wed 10 Dec · 10:30–10:45 · A1-03 · removed',
    )
  })

  it('room: name and capacity', () => {
    expect(prepare(room)({ name: 'Room A', capacity: 120, sample: true })).toEqual({
      title: 'Room A (sample)',
      subtitle: '120 seats',
    })
  })

  it('change note: title and date', () => {
    expect(
      prepare(programmeChange)({ title: 'Talk moved', publishedAt: '2025-11-28T09:00:00Z' }),
    ).toEqual({ title: 'Talk moved', subtitle: 'Fri 28 Nov 2025 · 09:00 GMT' })
  })
})
