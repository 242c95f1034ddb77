import { describe, expect, it } from 'vitest'
import { buildSearchUrl, isSearchEngine } from './search-url'

describe('buildSearchUrl', () => {
  it('defaults to google', () => {
    expect(buildSearchUrl(undefined, 'embassy')).toBe('https://www.google.com/search?q=embassy')
    expect(buildSearchUrl(null, 'embassy')).toBe('https://www.google.com/search?q=embassy')
  })

  it.each([
    ['google', 'https://www.google.com/search?q='],
    ['bing', 'https://www.bing.com/search?q='],
    ['duckduckgo', 'https://duckduckgo.com/?q='],
  ])('uses %s', (engine, prefix) => {
    expect(buildSearchUrl(engine, 'x')).toBe(`${prefix}x`)
  })

  it.each(['yahoo', 'javascript:alert(1)', 'constructor', '__proto__', 'toString', '', 'GOOGLE'])(
    'falls back to google for unknown engine %j',
    (engine) => {
      expect(buildSearchUrl(engine, 'a').startsWith('https://www.google.com/search?q=')).toBe(true)
    },
  )

  it('URL-encodes the terms', () => {
    const url = buildSearchUrl('google', ' Embassy of Ghana & visa? #1/2 ')
    expect(url).toBe(
      'https://www.google.com/search?q=Embassy%20of%20Ghana%20%26%20visa%3F%20%231%2F2',
    )
    expect(new URL(url).searchParams.get('q')).toBe('Embassy of Ghana & visa? #1/2')
  })

  it('encodes non-ASCII terms', () => {
    expect(new URL(buildSearchUrl('bing', 'Côte d’Ivoire')).searchParams.get('q')).toBe(
      'Côte d’Ivoire',
    )
  })
})

describe('isSearchEngine', () => {
  it('accepts only the three engines', () => {
    expect(['google', 'bing', 'duckduckgo', 'hasOwnProperty'].map(isSearchEngine)).toEqual([
      true,
      true,
      true,
      false,
    ])
  })
})
