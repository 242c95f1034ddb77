import type { SeedDoc } from './programme-plan'

/** Builders of the programme's seed documents. Every invented name says "(sample)". */
export const sample = (text: string) => `${text} (sample)`

export const reference = (id: string) => ({ _type: 'reference', _ref: id })

/** An array item referring to a document (`_key` unique within its array). */
export const item = (id: string, key = id) => ({ _type: 'reference', _key: key, _ref: id })

/** Portable text: one paragraph. */
export const paragraph = (key: string, text: string) => [
  {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
  },
]

/** A contributed presenter: "Sample presenter 12 (sample)", never a real person; no photo (the site shows its neutral portrait). */
export const presenterDoc = (n: number): SeedDoc => ({
  _id: `speaker-contributed-${n}`,
  _type: 'speaker',
  name: sample(`Sample presenter ${n}`),
  affiliation: sample('Sample institution'),
  role: 'contributed',
  order: n,
  sample: true,
})

/** What a talk shows after the event (one sample talk carries it, with example.org links). */
export const sampleMaterials = (code: string) => ({
  slides: `https://example.org/slides/${code}`,
  recording: `https://example.org/recordings/${code}`,
  doi: `10.5555/sample.${code}`,
})

/** The two change notes: two talks swap slots, and one talk is withdrawn. */
export function changeNotes(talks: readonly SeedDoc[], withdrawn: string): SeedDoc[] {
  const has = (code: string) => talks.some((t) => t.code === code)
  const note = (n: number, title: string, publishedAt: string, body: string, codes: string[]) => ({
    _id: `programme-change-${n}`,
    _type: 'programmeChange',
    title: sample(title),
    publishedAt,
    body,
    talks: codes.filter(has).map((code) => item(`talk-${code}`, code)),
    sample: true,
  })
  const code = withdrawn.toUpperCase()
  return [
    note(
      1,
      'Talks A2-01 and A2-02 swap slots',
      '2025-11-28T09:00:00.000Z',
      'Sample change note: the first two talks of session A2 swap slots. The programme and its calendars show the new times.',
      ['a2-01', 'a2-02'],
    ),
    note(
      2,
      `Talk ${code} removed from the programme`,
      '2025-12-05T14:00:00.000Z',
      `Sample change note: talk ${code} has been withdrawn. Its slot stays free; calendars that hold it show it cancelled.`,
      [withdrawn],
    ),
  ]
}
