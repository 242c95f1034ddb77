import { describe, expect, it } from 'vitest'
import { timeAnchorHref, timeAnchorId } from './programme-anchors'

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
