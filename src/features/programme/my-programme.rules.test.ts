import { describe, expect, it } from 'vitest'
import { toggleStar, type Starred } from './my-programme-storage'
import { reconcileStarred, starredOverlaps, type StarredEntry } from './my-programme.rules'
import type { ProgrammeSession } from './programme.types'
import { at, changeNote, sampleDay } from './sample-programme.test-utils'

const STARRED_AT = Date.parse('2025-12-01T12:00:00Z')
const t = (time: string) => at('2025-12-09', time)

/** The sample day with some talks edited (moved, retitled, withdrawn) or taken out. */
function edit(
  day: ProgrammeSession[],
  edits: Record<string, Partial<ProgrammeSession['talks'][number]> | 'delete'>,
): ProgrammeSession[] {
  return day.map((s) => ({
    ...s,
    talks: s.talks.flatMap((talk) => {
      const change = edits[talk.code]
      if (change === 'delete') return []
      return [{ ...talk, ...change }]
    }),
  }))
}

const day = sampleDay('2025-12-09')
const find = (code: string) => day.flatMap((s) => s.talks).find((x) => x.code === code)!
const star = (codes: string[]): Starred =>
  codes.reduce((starred, code) => toggleStar(starred, find(code), STARRED_AT), {} as Starred)

const summary = (entries: StarredEntry[]) => entries.map((e) => [e.code, e.status])

describe('reconcileStarred', () => {
  const starred = star([
    'tue-a1-01',
    'tue-a1-02',
    'tue-b1-03',
    'tue-c1-04',
    'tue-d1-05',
    'tue-p-09',
  ])
  const notes = [
    changeNote({
      _id: 'old',
      publishedAt: '2025-11-20T09:00:00Z',
      talks: [{ code: 'tue-a1-01', title: 'x' }],
    }),
    changeNote({
      _id: 'room-change',
      publishedAt: '2025-12-05T09:00:00Z',
      talks: [{ code: 'tue-b1-03', title: 'x' }],
    }),
    changeNote({
      _id: 'moved',
      publishedAt: '2025-12-06T09:00:00Z',
      talks: [
        { code: 'tue-a1-02', title: 'x' },
        { code: 'tue-b1-03', title: 'x' },
      ],
    }),
  ]
  const now = edit(day, {
    'tue-a1-02': { start: t('16:00'), end: t('16:15'), _updatedAt: '2025-12-06T08:00:00Z' },
    'tue-c1-04': { withdrawn: true },
    'tue-d1-05': 'delete',
  })
  const entries = reconcileStarred(starred, now, notes)

  it('brings back every starred code, by start', () => {
    expect(summary(entries)).toEqual([
      ['tue-a1-01', 'scheduled'],
      ['tue-b1-03', 'changed'],
      ['tue-c1-04', 'removed'],
      ['tue-d1-05', 'removed'],
      ['tue-a1-02', 'moved'],
      ['tue-p-09', 'scheduled'],
    ])
  })

  it('gives a moved talk its old and new times', () => {
    const moved = entries.find((e) => e.code === 'tue-a1-02')!
    expect(moved.previous).toEqual({ start: t('10:45'), end: t('11:00') })
    expect([moved.start, moved.end]).toEqual([t('16:00'), t('16:15')])
    expect(moved.notes.map((n) => n._id)).toEqual(['moved'])
  })

  it('names a changed talk by the notes published after it was starred, newest first', () => {
    const changed = entries.find((e) => e.code === 'tue-b1-03')!
    expect(changed.notes.map((n) => n._id)).toEqual(['moved', 'room-change'])
    // A note published before the star does not count.
    expect(entries.find((e) => e.code === 'tue-a1-01')!.notes).toEqual([])
  })

  it('says why a talk was removed, keeping the stored title of one that is gone', () => {
    const withdrawn = entries.find((e) => e.code === 'tue-c1-04')!
    expect(withdrawn.removedBecause).toBe('withdrawn')
    expect(withdrawn.talk?.code).toBe('tue-c1-04')
    expect(withdrawn.session?._id).toBe('tue-oral-c1')
    const gone = entries.find((e) => e.code === 'tue-d1-05')!
    expect(gone).toMatchObject({
      removedBecause: 'gone',
      title: find('tue-d1-05').title,
      start: t('11:30'),
      talk: null,
      session: null,
    })
  })

  it('holds the current talk and session of the others', () => {
    const scheduled = entries.find((e) => e.code === 'tue-p-09')!
    expect(scheduled.session?._id).toBe('tue-posters')
    expect(scheduled.title).toBe(find('tue-p-09').title)
  })

  it('counts an equal instant written differently as not moved', () => {
    const respelled = edit(day, { 'tue-a1-01': { start: '2025-12-09T10:30:00Z' } })
    expect(summary(reconcileStarred(star(['tue-a1-01']), respelled, []))).toEqual([
      ['tue-a1-01', 'scheduled'],
    ])
  })

  it('withdrawn wins over moved, moved over changed', () => {
    const both = edit(day, { 'tue-a1-01': { start: t('17:00'), end: t('17:15'), withdrawn: true } })
    expect(summary(reconcileStarred(star(['tue-a1-01']), both, []))).toEqual([
      ['tue-a1-01', 'removed'],
    ])
  })

  it('keeps codes with unreadable stored values, counting every note as new', () => {
    const starred: Starred = {
      'tue-a1-01': { title: '', start: '', end: '', starredAt: '' },
      'gone-talk': { title: '', start: '', end: '', starredAt: '' },
    }
    const entries = reconcileStarred(starred, day, [notes[0]!])
    expect(summary(entries)).toEqual([
      ['tue-a1-01', 'changed'],
      ['gone-talk', 'removed'],
    ])
    // A talk gone without a stored title is named by its code.
    expect(entries[1]!.title).toBe('gone-talk')
  })

  it('is empty without stars', () => expect(reconcileStarred({}, day, notes)).toEqual([]))
})

describe('starredOverlaps', () => {
  const overlaps = (codes: string[], programme = day) =>
    starredOverlaps(reconcileStarred(star(codes), programme, [])).map(([a, b]) => [a.code, b.code])

  it.each<[string, string[], string[][]]>([
    [
      'talks at the same time in two rooms',
      ['tue-a1-01', 'tue-b1-01'],
      [['tue-a1-01', 'tue-b1-01']],
    ],
    ['consecutive talks (touching is not overlapping)', ['tue-a1-01', 'tue-b1-02'], []],
    [
      'three at once',
      ['tue-a1-03', 'tue-b1-03', 'tue-c1-03'],
      [
        ['tue-a1-03', 'tue-b1-03'],
        ['tue-a1-03', 'tue-c1-03'],
        ['tue-b1-03', 'tue-c1-03'],
      ],
    ],
    ['posters of one session', ['tue-p-01', 'tue-p-02'], [['tue-p-01', 'tue-p-02']]],
    ['the plenary and an oral talk', ['tue-pl1', 'tue-a1-01'], []],
  ])('%s', (_, codes, pairs) => expect(overlaps(codes)).toEqual(pairs))

  it('leaves removed talks out, and follows moves', () => {
    const now = edit(day, {
      'tue-b1-01': { withdrawn: true },
      'tue-c1-05': { start: t('10:35'), end: t('10:50') },
    })
    expect(overlaps(['tue-a1-01', 'tue-a1-02', 'tue-b1-01', 'tue-c1-05'], now)).toEqual([
      ['tue-a1-01', 'tue-c1-05'],
      ['tue-c1-05', 'tue-a1-02'],
    ])
  })
})
