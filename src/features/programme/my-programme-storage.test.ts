import { describe, expect, it } from 'vitest'
import {
  isStarred,
  parseStarred,
  removeStar,
  serializeStarred,
  toggleStar,
  type Starred,
} from './my-programme-storage'
import { at, talk } from './sample-programme.test-utils'

const NOW = Date.parse('2025-12-01T12:00:00Z')
const a1 = talk({
  code: 'tue-a1-01',
  title: 'Perovskites',
  start: at('2025-12-09', '10:30'),
  end: at('2025-12-09', '10:45'),
})
const stored = {
  title: 'Perovskites',
  start: at('2025-12-09', '10:30'),
  end: at('2025-12-09', '10:45'),
  starredAt: '2025-12-01T12:00:00.000Z',
}

describe('toggleStar and removeStar', () => {
  it('stars a talk with its title, times and the moment, then unstars it', () => {
    const starred = toggleStar({}, a1, NOW)
    expect(starred).toEqual({ 'tue-a1-01': stored })
    expect(isStarred(starred, 'tue-a1-01')).toBe(true)
    expect(toggleStar(starred, a1, NOW + 1000)).toEqual({})
  })

  it('never changes the value it is given', () => {
    const before: Starred = { other: stored }
    const after = toggleStar(before, a1, NOW)
    expect(before).toEqual({ other: stored })
    expect(Object.keys(after)).toEqual(['other', 'tue-a1-01'])
    expect(removeStar(after, 'other')).toEqual({ 'tue-a1-01': stored })
    expect(removeStar(after, 'missing')).toEqual(after)
  })

  it('does not mistake inherited names for stars', () => {
    expect(isStarred({}, 'constructor')).toBe(false)
    expect(isStarred({}, 'tostring')).toBe(false)
  })
})

describe('parseStarred', () => {
  it('reads back what it wrote', () => {
    const starred = toggleStar(toggleStar({}, a1, NOW), talk({ code: 'fri-p-07' }), NOW)
    const text = serializeStarred(starred)
    expect(JSON.parse(text).version).toBe(1)
    expect(parseStarred(text)).toEqual(starred)
  })

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['broken JSON', '{"version":1,"talks":{'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"tue-a1-01"'],
    ['no talks', '{"version":1}'],
    ['talks of the wrong type', '{"version":1,"talks":"tue-a1-01"}'],
    ['keys that cannot be codes', '{"version":1,"talks":{"__proto__":{},"Bad Code":{},"":{}}}'],
  ])('gives no stars for %s', (_, raw) => {
    expect(parseStarred(raw)).toEqual({})
  })

  it('keeps a readable code whose entry is not, with what can be read', () => {
    const raw = JSON.stringify({
      version: 1,
      talks: {
        'tue-a1-01': { title: 7, start: 'soon', end: at('2025-12-09', '10:45'), starredAt: null },
        'tue-a1-02': null,
        'tue-a1-03': 'yes',
      },
    })
    expect(parseStarred(raw)).toEqual({
      'tue-a1-01': { title: '', start: '', end: at('2025-12-09', '10:45'), starredAt: '' },
      'tue-a1-02': { title: '', start: '', end: '', starredAt: '' },
      'tue-a1-03': { title: '', start: '', end: '', starredAt: '' },
    })
  })

  it('reads what it can from another version', () => {
    expect(parseStarred('{"version":2,"talks":["tue-a1-01", 5]}')).toEqual({
      'tue-a1-01': { title: '', start: '', end: '', starredAt: '' },
    })
    expect(parseStarred(JSON.stringify({ talks: { 'tue-a1-01': stored } }))).toEqual({
      'tue-a1-01': stored,
    })
  })

  it('does not touch Object.prototype', () => {
    parseStarred('{"version":1,"talks":{"__proto__":{"polluted":true}}}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
