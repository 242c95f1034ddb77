import { describe, expect, it } from 'vitest'
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
