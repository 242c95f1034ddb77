import { describe, expect, it } from 'vitest'
import { publishedSeed, runGroq } from '@/content/seed-dataset.test-utils'
import type {
  ProgrammeDayQueryResult,
  ProgrammeIndexQueryResult,
  TalkQueryResult,
  TalksOfDayQueryResult,
} from '@/content/sanity.types'
import { dayParams } from './programme-opening'
import { listedTalks } from './programme-paths'
import {
  programmeDayQuery,
  programmeIndexQuery,
  talkPathsQuery,
  talkQuery,
  talksOfDayQuery,
} from './queries'

const docs = publishedSeed
const run = runGroq

describe('the programme’s queries over the seed', () => {
  it('the index: six days, rooms in order, symposia in use, change notes newest first', async () => {
    const index = await run<ProgrammeIndexQueryResult>(programmeIndexQuery)
    expect(index.days).toEqual([
      '2025-12-07',
      '2025-12-08',
      '2025-12-09',
      '2025-12-10',
      '2025-12-11',
      '2025-12-12',
    ])
    expect(index.rooms).toHaveLength(7)
    expect(index.rooms.map((r) => r.order)).toEqual([...index.rooms.map((r) => r.order)].sort())
    expect(index.symposia.length).toBeGreaterThan(0)
    expect(index.changes.map((c) => c._id)).toEqual(['programme-change-2', 'programme-change-1'])
    expect(index.changes[0]?.talks).toEqual([{ code: 'c3-02', title: expect.any(String) }])
    expect(index.conference?.timeZone).toBe('Africa/Accra')
  })

  it('a day: its sessions only, in order, each talk with a slot', async () => {
    const day = await run<ProgrammeDayQueryResult>(programmeDayQuery, dayParams('2025-12-10'))
    expect(day.length).toBeGreaterThan(5)
    for (const session of day) {
      expect(session.start.startsWith('2025-12-10')).toBe(true)
      for (const talk of session.talks) expect(talk.start && talk.end).toBeTruthy()
    }
    expect(day.map((s) => s.start)).toEqual([...day.map((s) => s.start)].sort())
    // No abstract's text (a day carries only whether a talk's abstract was withdrawn).
    expect(JSON.stringify(day)).not.toContain('"abstract":')
  })

  it('a talk’s page equals its element of its day’s talks (a page can render from the day)', async () => {
    const day = await run<TalksOfDayQueryResult>(talksOfDayQuery, dayParams('2025-12-10'))
    for (const code of ['a3-01', 'c3-02', 'pl2-1']) {
      const talk = await run<TalkQueryResult>(talkQuery, { code })
      expect(talk?.code).toBe(code)
      expect(day.find((t) => t?.code === code)).toEqual(talk)
    }
    const removed = day.find((t) => t?.code === 'c3-02')
    expect(removed?.withdrawn).toBe(true)
    expect(removed?.changes.map((c) => c._id)).toEqual(['programme-change-2'])
    expect(removed?.session.room?.name).toBeTruthy()
  })

  it('a talk without its own slot takes its session’s', async () => {
    const dataset = docs.map((doc) =>
      doc._id === 'talk-a3-01' ? { ...doc, start: undefined, end: undefined } : doc,
    )
    const talk = await run<TalkQueryResult>(talkQuery, { code: 'a3-01' }, dataset)
    const day = await run<ProgrammeDayQueryResult>(
      programmeDayQuery,
      dayParams('2025-12-10'),
      dataset,
    )
    const session = day.find((s) => s.talks.some((t) => t.code === 'a3-01'))!
    expect([talk?.start, talk?.end]).toEqual([session.start, session.end])
    expect(session.talks.find((t) => t.code === 'a3-01')?.start).toBe(session.start)
  })

  it('lists every talk a session holds, removed ones too; an unknown code has no talk', async () => {
    const listed = listedTalks(await run(talkPathsQuery))
    expect(listed).toHaveLength(168)
    expect(listed.find((t) => t.code === 'c3-02')?.withdrawn).toBe(true)
    expect(await run(talkQuery, { code: 'no-such-talk' })).toBeNull()
  })
})
