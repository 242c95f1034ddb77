import { describe, expect, it } from 'vitest'
import { NO_FILTER, filterSessions } from './programme-filter.rules'
import {
  changedCodes,
  isWorkshopDay,
  resultSummary,
  speakerHref,
  speakerNames,
} from './programme-view.rules'
import type { ProgrammeSpeaker } from './programme.types'
import { session, speaker, talk } from './sample-programme.test-utils'

describe('changedCodes', () => {
  it('collects the codes every note names', () =>
    expect(
      changedCodes([
        { talks: [{ code: 'a1-01', title: 'A' }] },
        {
          talks: [
            { code: 'a1-02', title: 'B' },
            { code: 'a1-01', title: 'A' },
          ],
        },
      ]),
    ).toEqual(new Set(['a1-01', 'a1-02'])))
})

describe('resultSummary', () => {
  const sessions = [
    session({ _id: 's1', title: 'Perovskites', talks: [talk({ code: 'a' }), talk({ code: 'b' })] }),
    session({ _id: 's2', title: 'Batteries', talks: [talk({ code: 'c' })] }),
  ]
  it('counts everything without a filter', () =>
    expect(resultSummary(filterSessions(sessions, NO_FILTER), sessions, false)).toBe(
      '2 sessions and 3 talks',
    ))
  it('says how many match a filter', () =>
    expect(
      resultSummary(filterSessions(sessions, { ...NO_FILTER, q: 'batteries' }), sessions, true),
    ).toBe('1 of 2 sessions and 1 talk match'))
  it('says what to do when nothing matches', () =>
    expect(resultSummary([], sessions, true)).toMatch(/^Nothing matches/))
})

describe('speakerHref', () => {
  it.each([
    ['plenary', '/iumrs-icam25/speakers/plenary#ama-boateng'],
    ['keynote', '/iumrs-icam25/speakers#ama-boateng'],
    ['invited', '/iumrs-icam25/speakers#ama-boateng'],
    ['contributed', null],
    [null, null],
  ] as const)('%s: %s', (role, href) =>
    // A speaker without a role: saved past the studio's validation, which the API does not enforce.
    expect(
      speakerHref({ _id: 'x', name: 'Ama Boateng', role: role as ProgrammeSpeaker['role'] }),
    ).toBe(href),
  )
})

describe('speakerNames and isWorkshopDay', () => {
  it('names speakers with their affiliations', () =>
    expect(
      speakerNames([
        speaker(1, { name: 'Ama', affiliation: 'UG' }),
        speaker(2, { name: 'Kofi', affiliation: null as unknown as string }),
      ]),
    ).toBe('Ama (UG); Kofi'))

  it('knows the workshop days from the conference', () => {
    const conference = { workshopsStartDate: '2025-12-07', workshopsEndDate: '2025-12-08' }
    expect(isWorkshopDay('2025-12-08', conference)).toBe(true)
    expect(isWorkshopDay('2025-12-09', conference)).toBe(false)
    expect(isWorkshopDay('2025-12-07', null)).toBe(false)
  })
})
