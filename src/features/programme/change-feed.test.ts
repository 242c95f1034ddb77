// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { changeFeed } from './change-feed'
import type { ProgrammeChangeNote } from './programme.types'
import { changeNote } from './sample-programme.test-utils'

const ATOM = 'http://www.w3.org/2005/Atom'
const SITE = 'https://amrs-ug.example.org'
const NOW = Date.parse('2025-12-08T12:00:00Z')

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

const notes: ProgrammeChangeNote[] = [
  changeNote({
    _id: 'note-moved',
    title: 'Talk tue-a1-02 moves to 16:00',
    publishedAt: '2025-12-06T09:00:00Z',
    _updatedAt: '2025-12-06T10:30:00Z',
    body: 'The talk moves to the afternoon.\n\nSee the new time.',
    talks: [{ code: 'tue-a1-02', title: 'Perovskite <solar> cells & "more"' }],
  }),
  changeNote({
    _id: 'note-room',
    title: 'Room B & C swap <today>',
    publishedAt: '2025-12-07T18:00:00Z',
    _updatedAt: '2025-12-07T17:00:00Z',
    body: "Sessions in Room B and C swap rooms.\nIt's temporary: <b>not</b> bold.",
    talks: [],
  }),
  changeNote({
    _id: 'note-old',
    title: 'Poster boards numbered',
    publishedAt: '2025-11-20T09:00:00Z',
    talks: [
      { code: 'tue-p-01', title: 'Poster one' },
      { code: 'tue-p-02', title: 'Poster two' },
    ],
  }),
  changeNote({ _id: 'note-future', title: 'Not yet', publishedAt: '2025-12-10T09:00:00Z' }),
]

function feed(list = notes, nowMs = NOW) {
  const xml = changeFeed({ notes: list, siteUrl: SITE, nowMs })
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror'), 'well-formed XML').toHaveLength(0)
  return { xml, doc, root: doc.documentElement }
}
const children = (el: Element, name: string) =>
  [...el.children].filter((c) => c.namespaceURI === ATOM && c.localName === name)
const text = (el: Element, name: string) => children(el, name)[0]?.textContent ?? null

describe('changeFeed (RFC 4287)', () => {
  const { root, xml } = feed()
  const entries = children(root, 'entry')

  it('is an Atom feed with exactly one id, title and updated, links and an author', () => {
    expect(root.namespaceURI).toBe(ATOM)
    expect(root.localName).toBe('feed')
    for (const name of ['id', 'title', 'updated']) expect(children(root, name)).toHaveLength(1)
    expect(text(root, 'id')).toBe('tag:amrs-ug.example.org,2025:programme-changes')
    expect(text(root, 'title')).toBe('IUMRS-ICAM 2025: programme changes')
    // The latest change of any entry carried.
    expect(text(root, 'updated')).toBe('2025-12-07T18:00:00.000Z')
    expect(
      children(root, 'link').map((l) => [l.getAttribute('rel'), l.getAttribute('href')]),
    ).toEqual([
      ['self', `${SITE}/iumrs-icam25/programme/changes.xml`],
      ['alternate', `${SITE}/iumrs-icam25/programme`],
    ])
    expect(text(children(root, 'author')[0]!, 'name')).toBeTruthy()
  })

  it('lists the published notes newest first, leaving out one dated in the future', () => {
    expect(entries.map((e) => text(e, 'title'))).toEqual([
      'Room B & C swap <today>',
      'Talk tue-a1-02 moves to 16:00',
      'Poster boards numbered',
    ])
    expect(xml).not.toContain('Not yet')
  })

  it('gives each entry exactly one id, title and updated; ids unique and stable', () => {
    for (const entry of entries)
      for (const name of ['id', 'title', 'updated']) expect(children(entry, name)).toHaveLength(1)
    const ids = entries.map((e) => text(e, 'id'))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids[1]).toBe('tag:amrs-ug.example.org,2025:programme-change:note-moved')
    // The same id after the note is edited.
    const edited = notes.map((n) =>
      n._id === 'note-moved' ? { ...n, title: 'Edited', _updatedAt: '2025-12-08T08:00:00Z' } : n,
    )
    const again = children(feed(edited).root, 'entry').map((e) => text(e, 'id'))
    expect(again).toContain(ids[1])
  })

  it('dates in RFC 3339, updated never before published', () => {
    expect(text(root, 'updated')).toMatch(RFC3339)
    for (const entry of entries) {
      const [updated, published] = [text(entry, 'updated')!, text(entry, 'published')!]
      expect(updated).toMatch(RFC3339)
      expect(published).toMatch(RFC3339)
      expect(Date.parse(updated)).toBeGreaterThanOrEqual(Date.parse(published))
    }
    expect(text(entries[1]!, 'updated')).toBe('2025-12-06T10:30:00.000Z')
    expect(text(entries[0]!, 'updated')).toBe('2025-12-07T18:00:00.000Z')
  })

  it('carries the body, escaped, with links to the affected talks', () => {
    const moved = entries[1]!
    const content = children(moved, 'content')[0]!
    expect(content.getAttribute('type')).toBe('html')
    const html = new DOMParser().parseFromString(content.textContent!, 'text/html')
    expect([...html.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'The talk moves to the afternoon.',
      'See the new time.',
      'Affected talks:',
    ])
    const links = [...html.querySelectorAll('a')]
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Perovskite <solar> cells & "more"', `${SITE}/iumrs-icam25/programme/tue-a1-02`],
    ])
    expect(
      children(moved, 'link').map((l) => [l.getAttribute('rel'), l.getAttribute('href')]),
    ).toEqual([
      ['alternate', `${SITE}/iumrs-icam25/programme`],
      ['related', `${SITE}/iumrs-icam25/programme/tue-a1-02`],
    ])
  })

  it('escapes markup in titles and bodies (never live in the feed)', () => {
    const room = entries[0]!
    expect(text(room, 'title')).toBe('Room B & C swap <today>')
    expect(xml).not.toContain('<today>')
    expect(xml).not.toContain('<b>not</b>')
    const html = new DOMParser().parseFromString(
      children(room, 'content')[0]!.textContent!,
      'text/html',
    )
    expect(html.querySelector('b')).toBeNull()
    expect(html.querySelector('p')?.innerHTML).toBe(
      "Sessions in Room B and C swap rooms.<br>It's temporary: &lt;b&gt;not&lt;/b&gt; bold.",
    )
  })

  it('is valid without notes, dated by the clock', () => {
    const { root: empty } = feed([])
    expect(children(empty, 'entry')).toHaveLength(0)
    expect(text(empty, 'updated')).toBe('2025-12-08T12:00:00.000Z')
    expect(children(feed(notes, Date.parse('2025-01-01T00:00:00Z')).root, 'entry')).toHaveLength(0)
  })
})
