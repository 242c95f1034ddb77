import { longAbstract } from './programme-abstracts'
import { programmeBuilder, type Slot } from './programme-builder'
import {
  changeNotes,
  item,
  paragraph,
  reference,
  sample,
  sampleMaterials,
} from './programme-documents'
import { minutes, type SeedDoc, shareOut, WEEK } from './programme-plan'
import { programmeRooms } from './programme-rooms'

/**
 * The conference programme as seed documents, from options alone (deterministic: no clock, no
 * randomness): rooms, sessions, talks, their contributed presenters and two change notes. The
 * "sample" profile is the committed seed's programme; "large" keeps the same week and fills more
 * parallel rooms and posters until there are at least `talks` talks. Every document and every
 * invented name is marked sample; no real person is named.
 */
export interface ProgrammeSources {
  /** Speaker ids by role, in display order (the seed's plenary, keynote and invited speakers). */
  speakers: { plenary: string[]; keynote: string[]; invited: string[] }
  symposia: { _id: string; title: string }[]
  /** Workshop titles in order: the workshop sessions of 7-8 December take them in turn. */
  workshops: string[]
}

export interface ProgrammeOptions extends ProgrammeSources {
  profile: 'sample' | 'large'
  /** Large profile: at least this many talks (800 when not given). */
  talks?: number
}

const SAMPLE_LAYOUT = { parallelRooms: 4, posters: 24 }
/** Talks per symposium session, in turn (3-5, four on average). */
const ORAL_TALKS = [4, 3, 5, 4]
/** The one talk removed from the programme, and the two that swap slots (see the change notes). */
export const WITHDRAWN_CODE = 'c3-02'
const SWAPPED = ['a2-01', 'a2-02'] as const
const NAMED = {
  plenary: { prefix: 'pl', label: 'Plenary', talk: 'lecture' },
  keynote: { prefix: 'kn', label: 'Keynote', talk: 'lecture' },
  invited: { prefix: 'in', label: 'Invited', talk: 'talk' },
} as const

const two = (n: number) => String(n).padStart(2, '0')
const three = (n: number) => String(n).padStart(3, '0')
const SLOTS: Slot[] = WEEK.flatMap(({ date, blocks }) => blocks.map((block) => ({ date, block })))
const length = (s: Slot) => minutes(s.block.from, s.block.to)
/** Minutes from the start of a slot for talk `i` of `count` sharing it: [from, to]. */
const share = (s: Slot, count: number, i: number): [number, number] => {
  const step = Math.floor(length(s) / count / 5) * 5
  return [i * step, (i + 1) * step]
}

/** Talks of the whole week with `rooms` parallel rooms and `posters` posters. */
function talkCount(sources: ProgrammeSources, rooms: number, posters: number): number {
  const named = Object.values(sources.speakers).reduce((sum, ids) => sum + ids.length, 0)
  const oralSessions = rooms * SLOTS.filter((s) => s.block.kind === 'oral').length
  let orals = 0
  for (let g = 0; g < oralSessions; g++) orals += ORAL_TALKS[g % ORAL_TALKS.length]!
  return named + orals + posters
}

/** Parallel rooms and posters: the sample's, or enough for `talks` (a sixteenth of them posters). */
export function programmeLayout(options: ProgrammeOptions) {
  if (options.profile === 'sample') return SAMPLE_LAYOUT
  const talks = options.talks ?? 800
  const posters = Math.max(SAMPLE_LAYOUT.posters, Math.round(talks / 16))
  let parallelRooms = SAMPLE_LAYOUT.parallelRooms
  while (talkCount(options, parallelRooms, posters) < talks) parallelRooms++
  return { parallelRooms, posters }
}

/** The seed's plenary, keynote and invited speakers shared out over their sessions by length. */
function namedSpeakers(sources: ProgrammeSources): Map<Slot, string[]> {
  const named = new Map<Slot, string[]>()
  for (const kind of ['plenary', 'keynote', 'invited'] as const) {
    const slots = SLOTS.filter((s) => s.block.kind === kind)
    const ids = sources.speakers[kind]
    const shares = shareOut(ids.length, slots.map(length))
    let taken = 0
    slots.forEach((slot, i) => named.set(slot, ids.slice(taken, (taken += shares[i]!))))
  }
  return named
}

export function generateProgramme(options: ProgrammeOptions): SeedDoc[] {
  const layout = programmeLayout(options)
  const rooms = programmeRooms(layout.parallelRooms)
  const named = namedSpeakers(options)
  const b = programmeBuilder()
  const theme = (n: number) => options.symposia[n % options.symposia.length]!

  for (const slot of SLOTS) {
    const { block, date } = slot
    if (block.kind === 'plenary' || block.kind === 'keynote' || block.kind === 'invited') {
      const speakers = named.get(slot) ?? []
      if (speakers.length === 0) continue
      const { prefix, label, talk } = NAMED[block.kind]
      const n = b.next(prefix)
      const held = b.session(`session-${prefix}${n}`, `${label} session ${n}`, slot, rooms.main, {
        chairs: [sample(`Sample chair ${(prefix + n).toUpperCase()}`)],
      })
      speakers.forEach((speaker, i) => {
        const code = `${prefix}${n}-${i + 1}`
        const title = `${label} ${talk} ${b.next(`${prefix}-talk`)}`
        b.talk(held, code, title, share(slot, speakers.length, i), {
          speakers: [item(speaker)],
          abstract: paragraph(
            `abstract-${code}`,
            `Sample abstract of ${code.toUpperCase()}: the speaker's own will follow.`,
          ),
          ...(code === 'pl1-1' ? { materials: sampleMaterials(code) } : {}),
        })
      })
    } else if (block.kind === 'oral') {
      for (const room of rooms.parallel) {
        const name = `${room.letters}${b.next(room.letters)}`
        const g = b.next('oral') - 1
        const symposium = theme(g)
        const title = `${symposium.title} ${name.toUpperCase()}`
        const held = b.session(`session-${name}`, title, slot, room, {
          symposium: reference(symposium._id),
          chairs: [sample(`Sample chair ${name.toUpperCase()}`)],
        })
        const count = ORAL_TALKS[g % ORAL_TALKS.length]!
        for (let i = 0; i < count; i++) {
          const code = `${name}-${two(i + 1)}`
          const extra = {
            ...(code === WITHDRAWN_CODE ? { withdrawn: true } : {}),
            ...(options.profile === 'large' ? { abstract: longAbstract(code) } : {}),
          }
          const talkTitle = `${symposium.title}: contributed talk ${code.toUpperCase()}`
          b.talk(held, code, talkTitle, share(slot, count, i), extra)
        }
      }
    } else if (block.kind === 'poster') {
      const n = b.next('posters')
      const held = b.session(`session-posters-${n}`, `Poster session ${n}`, slot, rooms.posters)
      for (let i = 0; i < layout.posters; i++) {
        const board = b.next('poster-board')
        const code = `p-${three(board)}`
        const title = `${theme(board - 1).title}: poster ${code.toUpperCase()}`
        b.talk(held, code, title, [0, length(slot)], {
          posterBoard: String(board),
          ...(options.profile === 'large' ? { abstract: longAbstract(code) } : {}),
        })
      }
    } else if (block.kind === 'workshop') {
      const n = b.next('workshop')
      const title = options.workshops[(n - 1) % options.workshops.length] ?? `Workshop ${n}`
      b.session(`session-workshop-${n}`, `Workshop: ${title}`, slot, rooms.workshop)
    } else if (block.kind === 'break') {
      const id = `session-break-${date}-${block.from.replace(':', '')}`
      b.session(id, block.title ?? 'Break', slot, null)
    } else {
      const room = block.place === 'dining' ? rooms.dining : rooms.main
      b.session(`session-${block.key ?? block.kind}`, block.title ?? block.kind, slot, room)
    }
  }

  swapSlots(b.talks, b.sessions, ...SWAPPED)
  const notes = changeNotes(b.talks, WITHDRAWN_CODE)
  return [...rooms.documents, ...b.presenters, ...b.talks, ...b.sessions, ...notes]
}

/** Two talks of a session trade slots (the first change note says so); the session lists them by time. */
function swapSlots(talks: SeedDoc[], sessions: SeedDoc[], a: string, b: string) {
  const first = talks.find((t) => t.code === a)
  const second = talks.find((t) => t.code === b)
  if (!first || !second) return
  ;[first.start, first.end, second.start, second.end] = [
    second.start,
    second.end,
    first.start,
    first.end,
  ]
  for (const s of sessions) {
    const list = s.talks as { _ref: string }[]
    const i = list.findIndex((t) => t._ref === first._id)
    const j = list.findIndex((t) => t._ref === second._id)
    if (i >= 0 && j >= 0) [list[i], list[j]] = [list[j]!, list[i]!]
  }
}
