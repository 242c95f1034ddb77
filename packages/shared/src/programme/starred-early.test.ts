import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { programmePaths } from './programme-paths'
import { STARRED_EARLY, STARRED_STORAGE_KEY } from './starred-early'

/** A page at `path` with two star buttons, the stored value `stored`, and the script run. */
function pageWith(path: string, stored: string | null) {
  const dom = new JSDOM(
    '<button data-star="a1-02" aria-pressed="false"></button><button data-star="b1-01" aria-pressed="false"></button>',
    { url: `https://x.example${path}`, runScripts: 'outside-only' },
  )
  if (stored !== null) dom.window.localStorage.setItem(STARRED_STORAGE_KEY, stored)
  dom.window.eval(STARRED_EARLY)
  dom.window.document.dispatchEvent(new dom.window.Event('DOMContentLoaded'))
  const pressed = (code: string) =>
    dom.window.document.querySelector(`[data-star="${code}"]`)?.getAttribute('aria-pressed')
  return { a: pressed('a1-02'), b: pressed('b1-01') }
}

const stars = (talks: unknown) => JSON.stringify({ version: 1, talks })

describe('stars at the first paint (the inline script)', () => {
  it('marks the stored talks’ buttons pressed on a programme page, and only those', () => {
    expect(pageWith(programmePaths.day('2025-12-10'), stars({ 'a1-02': { title: 'T' } }))).toEqual({
      a: 'true',
      b: 'false',
    })
    expect(pageWith(programmePaths.talk('a1-02'), stars(['a1-02']))).toEqual({
      a: 'true',
      b: 'false',
    })
  })

  it('does nothing elsewhere, or with nothing, garbage or codes that cannot be talks stored', () => {
    const none = { a: 'false', b: 'false' }
    expect(pageWith('/news', stars({ 'a1-02': {} }))).toEqual(none)
    expect(pageWith(programmePaths.programme, null)).toEqual(none)
    expect(pageWith(programmePaths.programme, '{not json')).toEqual(none)
    expect(pageWith(programmePaths.programme, stars({ 'A1-02"]': {}, '': {} }))).toEqual(none)
  })
})
