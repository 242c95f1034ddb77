import type { ProgrammeSources } from './programme-generator'
import type { SeedDoc } from './programme-plan'

/** The programme's part of a seed dataset, and what the generator takes from the rest of it. */
const PROGRAMME_TYPES = new Set(['room', 'session', 'talk', 'programmeChange'])

/** Rooms, sessions, talks, change notes and the contributed presenters the generator makes. */
export const isProgrammeDocument = (doc: SeedDoc) =>
  PROGRAMME_TYPES.has(doc._type) || (doc._type === 'speaker' && doc.role === 'contributed')

const byOrder = (a: SeedDoc, b: SeedDoc) => Number(a.order) - Number(b.order)
const ofType = (seed: readonly SeedDoc[], type: string) =>
  seed.filter((d) => d._type === type && !d._id.startsWith('drafts.')).sort(byOrder)

/** The seed's plenary, keynote and invited speakers, symposia and workshops, in display order. */
export function programmeSources(seed: readonly SeedDoc[]): ProgrammeSources {
  const speakers = (role: string) =>
    ofType(seed, 'speaker')
      .filter((d) => d.role === role)
      .map((d) => d._id)
  return {
    speakers: {
      plenary: speakers('plenary'),
      keynote: speakers('keynote'),
      invited: speakers('invited'),
    },
    symposia: ofType(seed, 'symposium').map((d) => ({ _id: d._id, title: String(d.title) })),
    workshops: ofType(seed, 'workshop').map((d) => String(d.title)),
  }
}

/** The seed with its programme replaced where it stands: the other documents keep their order. */
export function replaceProgramme(seed: readonly SeedDoc[], programme: readonly SeedDoc[]) {
  // In place: documents added to the seed after the programme stay after it.
  const first = seed.findIndex(isProgrammeDocument)
  const others = (docs: readonly SeedDoc[]) => docs.filter((d) => !isProgrammeDocument(d))
  if (first === -1) return [...others(seed), ...programme]
  return [...others(seed.slice(0, first)), ...programme, ...others(seed.slice(first))]
}

export const parseNdjson = (text: string): SeedDoc[] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SeedDoc)

export const toNdjson = (docs: readonly SeedDoc[]) =>
  docs.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
