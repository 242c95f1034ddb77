/**
 * A generic Atom (RFC 4287) writer, pure: the feed and its entries in, the XML document out.
 * Every text and attribute is escaped; dates are written in RFC 3339 form (UTC). What goes into
 * a feed (which posts, which change notes, their ids) is the feature's business.
 */
export interface AtomLink {
  rel: 'self' | 'alternate' | 'related'
  href: string
  /** The linked document's media type ("text/html"). */
  type?: string
}

export interface AtomContent {
  /** `html`: `value` is HTML, escaped once more into the feed; `text`: plain text. */
  type: 'html' | 'text'
  value: string
}

export interface AtomEntry {
  /** A permanent IRI (a tag URI or a URN), never reused. */
  id: string
  title: string
  /** Instants (any form `Date` parses); written as RFC 3339. */
  updated: string
  published?: string
  links?: AtomLink[]
  author?: string
  summary?: string
  content?: AtomContent
}

export interface AtomFeed {
  id: string
  title: string
  updated: string
  links: AtomLink[]
  author: string
  entries: AtomEntry[]
}

export const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** An instant as RFC 3339 in UTC: "2025-12-09T08:00:00.000Z". */
export const rfc3339 = (value: string | number) => new Date(value).toISOString()

/** The later of two instants (as given). */
export const laterOf = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b)

const link = ({ rel, href, type }: AtomLink) =>
  `<link rel="${rel}"${type ? ` type="${escapeXml(type)}"` : ''} href="${escapeXml(href)}"/>`

function entryXml(entry: AtomEntry): string {
  const lines = [
    '  <entry>',
    `    <id>${escapeXml(entry.id)}</id>`,
    `    <title type="text">${escapeXml(entry.title)}</title>`,
    ...(entry.links ?? []).map((l) => `    ${link(l)}`),
  ]
  if (entry.published) lines.push(`    <published>${rfc3339(entry.published)}</published>`)
  lines.push(`    <updated>${rfc3339(entry.updated)}</updated>`)
  if (entry.author) lines.push(`    <author><name>${escapeXml(entry.author)}</name></author>`)
  if (entry.summary) lines.push(`    <summary type="text">${escapeXml(entry.summary)}</summary>`)
  if (entry.content)
    lines.push(
      `    <content type="${entry.content.type}">${escapeXml(entry.content.value)}</content>`,
    )
  lines.push('  </entry>')
  return lines.join('\n')
}

export function atomXml(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <updated>${rfc3339(feed.updated)}</updated>`,
    ...feed.links.map((l) => `  ${link(l)}`),
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n')
}
