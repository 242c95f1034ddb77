import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { programmeProblems } from '@amrs/shared/programme/programme-invariants'
import { generateProgramme, programmeLayout, type ProgrammeOptions } from './programme-generator'
import { type SeedDoc, shareOut, WEEK } from './programme-plan'
import { roomLetters } from './programme-rooms'
import {
  isProgrammeDocument,
  parseNdjson,
  programmeSources,
  replaceProgramme,
  toNdjson,
} from './programme-seed'

const seedFile = path.resolve(import.meta.dirname, '..', 'studio', 'seed', 'production.ndjson')
const seedText = readFileSync(seedFile, 'utf8')
const seed = parseNdjson(seedText)
const sources = programmeSources(seed)
const ofType = (docs: SeedDoc[], type: string) => docs.filter((d) => d._type === type)
const talksByDay = (docs: SeedDoc[]) => {
  const days = new Map<string, number>()
  for (const t of ofType(docs, 'talk')) {
    const day = String(t.start).slice(0, 10)
    days.set(day, (days.get(day) ?? 0) + 1)
  }
  return days
}

describe('sharing speakers out over sessions', () => {
  it.each([
    [9, [60, 90, 60, 60], [2, 3, 2, 2]],
    [3, [45, 45, 45], [1, 1, 1]],
    [4, [60, 60], [2, 2]],
    [5, [60, 60], [3, 2]],
    [0, [60], [0]],
    [2, [], []],
  ])('%i over %o → %o', (count, weights, shares) => {
    expect(shareOut(count, weights)).toEqual(shares)
  })
})

describe('room letters', () => {
  it.each([
    [0, 'a'],
    [3, 'd'],
    [25, 'z'],
    [26, 'aa'],
    [27, 'ab'],
    [52, 'ba'],
  ])('room %i is %s', (index, letters) => {
    expect(roomLetters(index)).toBe(letters)
  })
})

describe('the week', () => {
  it('runs 7-12 December, each day’s blocks in order and not overlapping', () => {
    expect(WEEK.map((d) => d.date)).toEqual([
      '2025-12-07',
      '2025-12-08',
      '2025-12-09',
      '2025-12-10',
      '2025-12-11',
      '2025-12-12',
    ])
    for (const day of WEEK)
      day.blocks.forEach((block, i) => {
        expect(block.from < block.to, `${day.date} ${block.from}`).toBe(true)
        const next = day.blocks[i + 1]
        if (next) expect(block.to <= next.from, `${day.date} ${block.to}`).toBe(true)
      })
  })
})

describe('the sample programme (the seed’s)', () => {
  const options: ProgrammeOptions = { ...sources, profile: 'sample' }
  const docs = generateProgramme(options)

  it('is deterministic', () => {
    expect(toNdjson(generateProgramme(options))).toBe(toNdjson(docs))
  })

  it('is what the committed seed holds (regenerate: npm run programme:generate -- --sample)', () => {
    expect(seed.filter(isProgrammeDocument)).toEqual(docs)
    expect(toNdjson(replaceProgramme(seed, docs))).toBe(seedText)
  })

  it('is valid and has 120-200 talks', () => {
    expect(programmeProblems(docs)).toEqual([])
    expect(ofType(docs, 'talk').length).toBeGreaterThanOrEqual(120)
    expect(ofType(docs, 'talk').length).toBeLessThanOrEqual(200)
  })

  it('takes its speakers, symposia and workshops from the seed', () => {
    expect(sources.speakers.plenary).toHaveLength(9)
    expect(sources.speakers.keynote).toHaveLength(3)
    expect(sources.speakers.invited).toHaveLength(4)
    expect(sources.symposia).toHaveLength(10)
    expect(sources.workshops).toHaveLength(5)
  })
})

describe('a large programme', () => {
  it.each([800, 2000])('has at least %i talks, same week, still valid', (talks) => {
    const docs = generateProgramme({ ...sources, profile: 'large', talks })
    expect(ofType(docs, 'talk').length).toBeGreaterThanOrEqual(talks)
    expect(programmeProblems(docs)).toEqual([])
    const sample = generateProgramme({ ...sources, profile: 'sample' })
    const kinds = (d: SeedDoc[]) => new Set(ofType(d, 'session').map((s) => s.kind))
    expect(kinds(docs)).toEqual(kinds(sample))
  })

  it('puts about 200 talks on a busy day with 800 talks', () => {
    const docs = generateProgramme({ ...sources, profile: 'large', talks: 800 })
    const busiest = Math.max(...talksByDay(docs).values())
    expect(busiest).toBeGreaterThanOrEqual(180)
    expect(busiest).toBeLessThanOrEqual(260)
    expect(programmeLayout({ ...sources, profile: 'large', talks: 800 })).toEqual({
      parallelRooms: 23,
      posters: 50,
    })
  })

  it('keeps the seed’s other documents, in order, and drops its programme', () => {
    const large = generateProgramme({ ...sources, profile: 'large', talks: 300 })
    const replaced = replaceProgramme(seed, large)
    const others = seed.filter((d) => !isProgrammeDocument(d))
    expect(replaced.filter((d) => !isProgrammeDocument(d))).toEqual(others)
    expect(replaced.filter(isProgrammeDocument)).toEqual(large)
    // The programme stands where the seed's stood: a document added after it stays after it.
    const first = replaced.findIndex(isProgrammeDocument)
    expect(replaced.slice(first, first + large.length)).toEqual(large)
  })
})
