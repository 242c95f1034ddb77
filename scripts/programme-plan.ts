/**
 * The shape of the conference week the programme generator fills in: per day (Accra date), its
 * blocks in time order, times in GMT (Accra keeps GMT all year). "oral" blocks run one symposium
 * session in each parallel room; "plenary", "keynote" and "invited" blocks share out the seed's
 * speakers of that role; "workshop" blocks take the seed's workshops in order.
 */
import type { SessionKind } from '@amrs/shared/programme/session-kinds'

/** A document as the seed's NDJSON holds it. */
export type SeedDoc = { _id: string; _type: string; [key: string]: unknown }

export type BlockKind = SessionKind

/** Where a block takes place; "parallel" rooms are the symposium rooms A, B, C… */
export type Place = 'main' | 'workshop' | 'posters' | 'dining' | 'parallel' | 'none'

export interface Block {
  kind: BlockKind
  from: string
  to: string
  place: Place
  /** Title of a one-off block (ceremonies, breaks, the banquet). */
  title?: string
  /** Stable id part of a one-off block. */
  key?: string
}

export interface DayPlan {
  date: string
  blocks: Block[]
}

const block = (kind: BlockKind, from: string, to: string, place: Place, title?: string) => ({
  kind,
  from,
  to,
  place,
  ...(title ? { title } : {}),
})
const coffee = (from: string, to: string) => block('break', from, to, 'none', 'Coffee break')
const lunch = (from: string, to: string) => block('break', from, to, 'none', 'Lunch')
const ceremony = (key: string, title: string, from: string, to: string) => ({
  ...block('ceremony', from, to, 'main', title),
  key,
})

export const WEEK: readonly DayPlan[] = [
  {
    date: '2025-12-07',
    blocks: [
      block('workshop', '09:00', '12:30', 'workshop'),
      lunch('12:30', '13:30'),
      block('workshop', '13:30', '15:30', 'workshop'),
      coffee('15:30', '16:00'),
      block('workshop', '16:00', '18:00', 'workshop'),
    ],
  },
  {
    date: '2025-12-08',
    blocks: [
      block('workshop', '09:00', '12:30', 'workshop'),
      lunch('12:30', '13:30'),
      block('workshop', '13:30', '17:00', 'workshop'),
    ],
  },
  {
    date: '2025-12-09',
    blocks: [
      ceremony('opening-ceremony', 'Opening ceremony', '08:00', '09:30'),
      block('plenary', '09:30', '10:30', 'main'),
      coffee('10:30', '11:00'),
      block('oral', '11:00', '12:30', 'parallel'),
      lunch('12:30', '13:30'),
      block('keynote', '13:30', '14:15', 'main'),
      block('invited', '14:15', '15:15', 'main'),
      coffee('15:15', '15:45'),
      block('oral', '15:45', '17:15', 'parallel'),
    ],
  },
  {
    date: '2025-12-10',
    blocks: [
      block('plenary', '08:30', '10:00', 'main'),
      coffee('10:00', '10:30'),
      block('oral', '10:30', '12:00', 'parallel'),
      lunch('12:00', '13:00'),
      block('keynote', '13:00', '13:45', 'main'),
      block('oral', '14:00', '15:30', 'parallel'),
      coffee('15:30', '16:00'),
      block('poster', '16:00', '18:00', 'posters'),
    ],
  },
  {
    date: '2025-12-11',
    blocks: [
      block('plenary', '08:30', '09:30', 'main'),
      coffee('09:30', '10:00'),
      block('oral', '10:00', '11:30', 'parallel'),
      block('keynote', '11:30', '12:15', 'main'),
      lunch('12:15', '13:15'),
      block('invited', '13:15', '14:15', 'main'),
      coffee('14:15', '14:30'),
      block('oral', '14:30', '16:00', 'parallel'),
    ],
  },
  {
    date: '2025-12-12',
    blocks: [
      block('plenary', '08:30', '09:30', 'main'),
      coffee('09:30', '10:00'),
      block('oral', '10:00', '11:30', 'parallel'),
      lunch('11:30', '12:30'),
      block('oral', '12:30', '14:00', 'parallel'),
      ceremony('closing-ceremony', 'Closing ceremony', '14:30', '15:30'),
      { ...block('social', '19:00', '22:00', 'dining', 'Conference banquet'), key: 'banquet' },
    ],
  },
]

/** An instant in full, from an Accra date and a GMT time: "2025-12-09T08:00:00.000Z". */
export const instant = (date: string, time: string) => `${date}T${time}:00.000Z`

/** Minutes between two "HH:MM" times of one day. */
export function minutes(from: string, to: string): number {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))
  return m(to) - m(from)
}

/**
 * `count` items shared out over blocks in proportion to their weights (largest remainder, ties
 * to the earlier block): 9 plenary speakers over sessions of 60, 90, 60 and 60 minutes → 2, 3, 2, 2.
 */
export function shareOut(count: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0)
  if (total === 0) return weights.map(() => 0)
  const exact = weights.map((w) => (count * w) / total)
  const shares = exact.map(Math.floor)
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index)
  let left = count - shares.reduce((sum, s) => sum + s, 0)
  for (const { index } of order) {
    if (left-- <= 0) break
    shares[index]! += 1
  }
  return shares
}
