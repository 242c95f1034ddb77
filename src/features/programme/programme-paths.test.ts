import { describe, expect, it } from 'vitest'
import { timeAnchorHref, timeAnchorId } from './programme-anchors'
import { absoluteUrl, programmePaths } from './programme-paths'

describe('programmePaths', () => {
  it.each([
    [programmePaths.programme, '/iumrs-icam25/programme'],
    [programmePaths.day('2025-12-09'), '/iumrs-icam25/programme/day/2025-12-09'],
    [programmePaths.talk('tue-a1-02'), '/iumrs-icam25/programme/tue-a1-02'],
    [programmePaths.mine, '/iumrs-icam25/programme/mine'],
    [programmePaths.calendar, '/iumrs-icam25/programme.ics'],
    [programmePaths.talkCalendar('tue-a1-02'), '/iumrs-icam25/programme/tue-a1-02.ics'],
    [programmePaths.sessionCalendar('s-1'), '/iumrs-icam25/programme/session/s-1.ics'],
    [programmePaths.changesFeed, '/iumrs-icam25/programme/changes.xml'],
    [programmePaths.winterSchool, '/iumrs-icam25/workshop/winter-school'],
  ])('%s', (path, expected) => expect(path).toBe(expected))

  it('makes absolute URLs on the site', () =>
    expect(absoluteUrl(programmePaths.mine, 'https://example.org/')).toBe(
      'https://example.org/iumrs-icam25/programme/mine',
    ))
})

describe('time anchors', () => {
  it.each([
    ['2025-12-09T08:00:00Z', 'at-0800', '/iumrs-icam25/programme/day/2025-12-09#at-0800'],
    ['2025-12-09T23:45:00.000Z', 'at-2345', '/iumrs-icam25/programme/day/2025-12-09#at-2345'],
    ['2025-12-10T00:30:00+01:00', 'at-2330', '/iumrs-icam25/programme/day/2025-12-09#at-2330'],
  ])('%s -> %s', (instant, id, href) => {
    expect(timeAnchorId(instant)).toBe(id)
    expect(timeAnchorHref(instant)).toBe(href)
  })
})
