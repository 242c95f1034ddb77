import type {
  ProgrammeChangeNote,
  ProgrammeRoom,
  ProgrammeSession,
  ProgrammeSpeaker,
  ProgrammeTalk,
} from './programme.types'

/**
 * Realistic programmes for the programme's tests: a conference day of 200 talks (opening,
 * plenary, three blocks of five parallel oral sessions, breaks without a room, an evening poster
 * session), names and affiliations with accents, and small builders for one-off cases.
 */
export const UPDATED = '2025-11-01T10:00:00.000Z'

/** An instant on the programme's clock (Accra is UTC): at('2025-12-09', '08:30'). */
export const at = (date: string, time: string) => `${date}T${time}:00.000Z`

const addMinutes = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString()

export const ROOMS: ProgrammeRoom[] = [
  { _id: 'room-main', name: 'Main Hall', location: 'Ground floor', capacity: 800, order: 1 },
  { _id: 'room-a', name: 'Room A', location: 'First floor, east', capacity: 120, order: 2 },
  { _id: 'room-b', name: 'Room B', location: 'First floor, west', capacity: 120, order: 3 },
  { _id: 'room-c', name: 'Room C', location: null, capacity: null, order: 4 },
  { _id: 'room-d', name: 'Room D', location: null, capacity: 80, order: 5 },
  { _id: 'room-posters', name: 'Poster Hall', location: 'Foyer', capacity: null, order: 6 },
]
export const room = (id: string) => ROOMS.find((r) => r._id === id)!

export const SYMPOSIA = [
  { _id: 'sym-energy', title: 'Energy materials' },
  { _id: 'sym-bio', title: 'Biomaterials and health' },
  { _id: 'sym-2d', title: '2D materials' },
  { _id: 'sym-catalysis', title: 'Catalysis for sustainability' },
  { _id: 'sym-computation', title: 'Computational materials science' },
]

const NAMES = [
  'Ama Serwaa Boateng',
  'José Muñoz',
  'Zoë Ångström',
  'Kwame Mensah',
  'Łukasz Wójcik',
  'Chiamaka Okonkwo',
  'Søren Dahl',
  'Aïssatou Diallo',
  'Hiroshi Tanaka',
  'Fatima Zahra El Idrissi',
  'Nguyễn Thị Lan',
  'Efua Asantewaa Owusu',
]
const AFFILIATIONS = [
  'University of Ghana',
  'Université Félix Houphouët-Boigny',
  'KNUST, Kumasi',
  'Universidade de São Paulo',
  'ETH Zürich',
  null,
]

export function speaker(n: number, overrides: Partial<ProgrammeSpeaker> = {}): ProgrammeSpeaker {
  return {
    _id: `speaker-${n}`,
    name: NAMES[n % NAMES.length]!,
    affiliation: AFFILIATIONS[n % AFFILIATIONS.length]!,
    role: 'contributed',
    ...overrides,
  }
}

export function talk(overrides: Partial<ProgrammeTalk> & { code: string }): ProgrammeTalk {
  return {
    _id: `talk-${overrides.code}`,
    _updatedAt: UPDATED,
    title: `Talk ${overrides.code}`,
    start: at('2025-12-09', '10:30'),
    end: at('2025-12-09', '10:45'),
    speakers: [],
    posterBoard: null,
    withdrawn: false,
    abstractWithdrawn: null,
    ...overrides,
  }
}

export function session(overrides: Partial<ProgrammeSession> & { _id: string }): ProgrammeSession {
  return {
    _updatedAt: UPDATED,
    title: `Session ${overrides._id}`,
    kind: 'oral',
    start: at('2025-12-09', '10:30'),
    end: at('2025-12-09', '12:30'),
    room: room('room-a'),
    symposium: null,
    chairs: null,
    talks: [],
    ...overrides,
  }
}

const TOPICS = [
  'Perovskite solar cells',
  'Graphene oxide membranes',
  'Hydroxyapatite scaffolds',
  'Lithium-ion cathodes',
  'Photocatalytic water splitting',
  'Machine-learned potentials',
  'Bio-based polymers',
  'Thermoelectric oxides',
]

/** `count` consecutive talks of `minutes` each from `start`, coded `<prefix>-01`… */
function talkRun(prefix: string, start: string, count: number, minutes: number, seed: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = seed + i
    const from = addMinutes(start, i * minutes)
    return talk({
      code: `${prefix}-${String(i + 1).padStart(2, '0')}`,
      title: `${TOPICS[n % TOPICS.length]}: study ${n}`,
      start: from,
      end: addMinutes(from, minutes),
      speakers: [speaker(n), ...(n % 3 === 0 ? [speaker(n + 5)] : [])],
    })
  })
}

const WEEKDAY_PREFIX: Record<string, string> = {
  '2025-12-09': 'tue',
  '2025-12-10': 'wed',
  '2025-12-11': 'thu',
  '2025-12-12': 'fri',
}

/**
 * One conference day with exactly 200 talks: opening 08:00-09:00, a plenary talk 09:00-10:00,
 * a break, 10:30-12:30, 13:30-15:30 and 16:00-18:00 five parallel oral sessions of eight
 * 15-minute talks (120), breaks without a room between, and 79 posters 18:00-20:00.
 */
export function sampleDay(date = '2025-12-09'): ProgrammeSession[] {
  const day = WEEKDAY_PREFIX[date] ?? `d${date.slice(8)}`
  const t = (time: string) => at(date, time)
  const sessions: ProgrammeSession[] = [
    session({
      _id: `${day}-opening`,
      title: 'Opening ceremony',
      kind: 'ceremony',
      start: t('08:00'),
      end: t('09:00'),
      room: room('room-main'),
    }),
    session({
      _id: `${day}-plenary`,
      title: 'Plenary lecture',
      kind: 'plenary',
      start: t('09:00'),
      end: t('10:00'),
      room: room('room-main'),
      chairs: ['Prof. Ama Serwaa Boateng'],
      talks: [
        talk({
          code: `${day}-pl1`,
          title: 'Materials for a sustainable Africa',
          start: t('09:00'),
          end: t('10:00'),
          speakers: [speaker(3, { role: 'plenary' })],
        }),
      ],
    }),
    session({
      _id: `${day}-coffee-1`,
      title: 'Coffee break',
      kind: 'break',
      start: t('10:00'),
      end: t('10:30'),
      room: null,
    }),
  ]
  const blocks = [
    ['1', '10:30'],
    ['2', '13:30'],
    ['3', '16:00'],
  ] as const
  const oralRooms = ROOMS.slice(0, 5)
  blocks.forEach(([block, time], b) => {
    oralRooms.forEach((r, i) => {
      const letter = 'mabcd'[i]!
      const symposium = SYMPOSIA[i]!
      sessions.push(
        session({
          _id: `${day}-oral-${letter}${block}`,
          title: `${symposium.title} ${block}`,
          start: t(time),
          end: addMinutes(t(time), 120),
          room: r,
          symposium,
          chairs: [NAMES[(b + i) % NAMES.length]!],
          talks: talkRun(`${day}-${letter}${block}`, t(time), 8, 15, b * 40 + i * 8),
        }),
      )
    })
  })
  sessions.push(
    session({
      _id: `${day}-lunch`,
      title: 'Lunch',
      kind: 'break',
      start: t('12:30'),
      end: t('13:30'),
      room: null,
    }),
    session({
      _id: `${day}-coffee-2`,
      title: 'Coffee break',
      kind: 'break',
      start: t('15:30'),
      end: t('16:00'),
      room: null,
    }),
    session({
      _id: `${day}-posters`,
      title: 'Poster session',
      kind: 'poster',
      start: t('18:00'),
      end: t('20:00'),
      room: room('room-posters'),
      talks: talkRun(`${day}-p`, t('18:00'), 79, 0, 200).map((poster, i) => ({
        ...poster,
        end: t('20:00'),
        posterBoard: `P${i + 1}`,
      })),
    }),
  )
  return sessions
}

/** The conference's four days (9-12 December), 200 talks each. */
export const sampleProgramme = () => Object.keys(WEEKDAY_PREFIX).flatMap((date) => sampleDay(date))

export function changeNote(
  overrides: Partial<ProgrammeChangeNote> & { _id: string },
): ProgrammeChangeNote {
  return {
    _updatedAt: UPDATED,
    title: `Change ${overrides._id}`,
    publishedAt: '2025-12-01T09:00:00.000Z',
    body: 'A talk has moved.',
    talks: [],
    ...overrides,
  }
}
