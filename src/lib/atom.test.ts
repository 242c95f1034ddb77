// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { atomXml, escapeXml, laterOf, rfc3339, type AtomFeed } from './atom'

const ATOM = 'http://www.w3.org/2005/Atom'

const feed: AtomFeed = {
  id: 'tag:example.org,2025:feed',
  title: 'Fish & "chips"',
  updated: '2025-12-09T08:00:00Z',
  links: [{ rel: 'self', type: 'application/atom+xml', href: 'https://example.org/f.xml?a=1&b=2' }],
  author: "O'Brien <secretariat>",
  entries: [
    {
      id: 'tag:example.org,2025:one',
      title: '<b>bold</b>',
      updated: '2025-12-09T09:00:00+01:00',
      published: '2025-12-08T10:00:00Z',
      content: { type: 'html', value: '<p>A &amp; B</p>' },
    },
    { id: 'tag:example.org,2025:two', title: 'Plain', updated: '2025-12-01T00:00:00Z' },
  ],
}

describe('atomXml', () => {
  const xml = atomXml(feed)
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  const root = doc.documentElement
  const text = (el: Element, name: string) =>
    [...el.children].find((c) => c.namespaceURI === ATOM && c.localName === name)?.textContent

  it('is well-formed Atom', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(root.namespaceURI).toBe(ATOM)
    expect(root.localName).toBe('feed')
  })

  it('escapes text and attributes, and round-trips them', () => {
    expect(text(root, 'title')).toBe('Fish & "chips"')
    expect(root.querySelector('author > name')?.textContent).toBe("O'Brien <secretariat>")
    expect(root.querySelector('link')?.getAttribute('href')).toBe(
      'https://example.org/f.xml?a=1&b=2',
    )
    const [first] = root.getElementsByTagNameNS(ATOM, 'entry')
    expect(text(first!, 'title')).toBe('<b>bold</b>')
    expect(text(first!, 'content')).toBe('<p>A &amp; B</p>')
  })

  it('writes dates in RFC 3339 (UTC) and leaves out what an entry lacks', () => {
    const [first, second] = root.getElementsByTagNameNS(ATOM, 'entry')
    expect(text(first!, 'updated')).toBe('2025-12-09T08:00:00.000Z')
    expect(text(first!, 'published')).toBe('2025-12-08T10:00:00.000Z')
    expect(text(second!, 'published')).toBeUndefined()
    expect(text(second!, 'content')).toBeUndefined()
  })
})

describe('helpers', () => {
  it('escapes the five XML characters', () =>
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    ))
  it('writes instants as RFC 3339', () =>
    expect(rfc3339('2025-12-09T10:00:00+02:00')).toBe('2025-12-09T08:00:00.000Z'))
  it('picks the later instant', () => {
    expect(laterOf('2025-01-02T00:00:00Z', '2025-01-02T01:00:00+02:00')).toBe(
      '2025-01-02T00:00:00Z',
    )
    expect(laterOf('2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z')).toBe('2025-01-02T00:00:00Z')
  })
})
