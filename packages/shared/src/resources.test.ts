import { describe, expect, it } from 'vitest'
import { feedPaths } from './paths'
import { programmePaths } from './programme/programme-paths'
import { fillResource, matchResource, resourceTable } from './resources'

describe('the resource table', () => {
  it.each([
    [feedPaths.news, 'news-feed', {}],
    [programmePaths.calendar, 'programme-calendar', {}],
    [programmePaths.changesFeed, 'programme-changes', {}],
    [programmePaths.offlinePlan, 'programme-offline', {}],
    [programmePaths.talkCalendar('a1-01'), 'talk-calendar', { code: 'a1-01' }],
    [programmePaths.sessionCalendar('session-a1'), 'session-calendar', { id: 'session-a1' }],
  ])('%s is the %s resource', (path, id, params) =>
    expect(matchResource(path)).toEqual({ row: expect.objectContaining({ id }), params }),
  )

  it('pages and other files are not resources', () => {
    for (const path of [
      programmePaths.programme,
      programmePaths.talk('a1-01'),
      programmePaths.day('2025-12-09'),
      `${programmePaths.programme}/a/b.ics`,
      `${programmePaths.programme}/.ics`,
      '/favicon.svg',
    ])
      expect(matchResource(path), path).toBeUndefined()
  })

  it('fills patterns back; a path that does not decode is none', () => {
    const talk = resourceTable.find((row) => row.id === 'talk-calendar')!
    expect(fillResource(talk.path, { code: 'a1-01' })).toBe(programmePaths.talkCalendar('a1-01'))
    expect(matchResource('/iumrs-icam25/programme/%E0%A4.ics')).toBeUndefined()
  })
})
