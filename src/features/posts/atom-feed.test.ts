// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { PostFeedQueryResult } from '@/content/sanity.types'
import { atomFeed } from './atom-feed'

const ATOM = 'http://www.w3.org/2005/Atom'
const SITE = 'https://amrs-ug.example.org'

type Post = PostFeedQueryResult['posts'][number]
const post = (n: number, overrides: Partial<Post> = {}): Post => ({
  _id: `post-${n}`,
  _type: 'post',
  title: `Post ${n}`,
  slug: `post-${n}`,
  kind: 'news',
  publishedAt: `2025-0${n}-10T09:00:00Z`,
  excerpt: `Excerpt ${n}`,
  authorName: `Author ${n}`,
  authorRole: null,
  cover: null,
  _updatedAt: `2025-0${n}-01T00:00:00Z`,
  body: [
    {
      _type: 'block',
      _key: 'b',
      style: 'normal',
      markDefs: [{ _type: 'link', _key: 'l', href: '/iumrs-icam25' }],
      children: [
        { _type: 'span', _key: 's1', text: 'Fish & <chips> ', marks: [] },
        { _type: 'span', _key: 's2', text: 'here', marks: ['l', 'strong'] },
      ],
    },
  ],
  ...overrides,
})

function feed(posts: Post[], nowIso = '2025-06-01T00:00:00Z') {
  const xml = atomFeed({
    data: { site: { societyName: 'Society & Co', shortName: 'S' }, posts },
    feedPath: '/news/feed.xml',
    listPath: '/news',
    title: 'Newsletter | AMRS-UG',
    siteUrl: SITE,
    nowMs: Date.parse(nowIso),
  })
  const doc = new DOMParser().parseFromString(xml, 'application/xml')
  expect(doc.getElementsByTagName('parsererror'), 'well-formed XML').toHaveLength(0)
  return { xml, doc }
}

const children = (el: Element, name: string) =>
  [...el.children].filter((c) => c.namespaceURI === ATOM && c.localName === name)
const text = (el: Element, name: string) => children(el, name)[0]?.textContent ?? null
const isDate = (value: string | null) =>
  !!value && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value)

describe('the Atom feed (RFC 4287)', () => {
  const posts = [post(1), post(2), post(3, { _updatedAt: '2025-03-20T00:00:00Z' })]

  it('is an Atom feed with an id, a title, an updated date, a self and an alternate link, an author', () => {
    const { doc } = feed(posts)
    const root = doc.documentElement
    expect(root.namespaceURI).toBe(ATOM)
    expect(root.localName).toBe('feed')
    expect(text(root, 'id')).toBe(`${SITE}/news`)
    expect(text(root, 'title')).toBe('Newsletter | AMRS-UG')
    // The newest change of any entry.
    expect(text(root, 'updated')).toBe('2025-03-20T00:00:00.000Z')
    const links = children(root, 'link').map((l) => [l.getAttribute('rel'), l.getAttribute('href')])
    expect(links).toEqual([
      ['self', `${SITE}/news/feed.xml`],
      ['alternate', `${SITE}/news`],
    ])
    expect(text(children(root, 'author')[0]!, 'name')).toBe('Society & Co')
  })

  it('gives each entry a unique permanent id, a title, a link, dates and an author, newest first', () => {
    const { doc } = feed(posts)
    const entries = children(doc.documentElement, 'entry')
    expect(entries.map((e) => text(e, 'title'))).toEqual(['Post 3', 'Post 2', 'Post 1'])
    const ids = entries.map((e) => text(e, 'id'))
    expect(new Set(ids).size).toBe(3)
    // Tag URIs from the document id: they survive a slug change.
    expect(ids[0]).toBe('tag:amrs-ug.example.org,2025:post:post-3')
    for (const entry of entries) {
      expect(isDate(text(entry, 'updated'))).toBe(true)
      expect(isDate(text(entry, 'published'))).toBe(true)
      // Never updated before it was published.
      expect(Date.parse(text(entry, 'updated')!)).toBeGreaterThanOrEqual(
        Date.parse(text(entry, 'published')!),
      )
      const [link] = children(entry, 'link')
      expect(link?.getAttribute('rel')).toBe('alternate')
      expect(link?.getAttribute('href')).toMatch(new RegExp(`^${SITE}/news/post-\\d$`))
      expect(text(children(entry, 'author')[0]!, 'name')).toMatch(/^Author \d$/)
    }
  })

  it('escapes text and carries the body as escaped HTML', () => {
    const { doc, xml } = feed([post(1, { title: 'A <b> & "c"', excerpt: "It's <x>" })])
    const [entry] = children(doc.documentElement, 'entry')
    expect(text(entry!, 'title')).toBe('A <b> & "c"')
    expect(text(entry!, 'summary')).toBe("It's <x>")
    const content = children(entry!, 'content')[0]!
    expect(content.getAttribute('type')).toBe('html')
    expect(content.textContent).toBe(
      `<p>Fish &amp; &lt;chips&gt; <strong><a href="${SITE}/iumrs-icam25">here</a></strong></p>`,
    )
    expect(xml).not.toContain('<chips>')
  })

  it('leaves out scheduled posts; with none it is still valid (updated: the clock)', () => {
    const { doc } = feed(posts, '2025-02-05T00:00:00Z')
    expect(children(doc.documentElement, 'entry').map((e) => text(e, 'title'))).toEqual(['Post 1'])
    const empty = feed([], '2025-02-15T00:00:00Z').doc.documentElement
    expect(children(empty, 'entry')).toHaveLength(0)
    expect(text(empty, 'updated')).toBe('2025-02-15T00:00:00.000Z')
  })
})
