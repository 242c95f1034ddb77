import { imageUrl, type SanityImageValue } from '@/content/image'
import type { PostFeedQueryResult } from '@/content/sanity.types'
import { publishedPosts } from './posts.rules'

/**
 * A kind's Atom feed (RFC 4287), pure: the build writes it for the static host, the server
 * answers it live. Entry ids are tag URIs built from the post's document id, so they stay the
 * same when a slug changes; `updated` is never before `published`; every text is escaped, and
 * the body is HTML escaped once more as `type="html"` content. Scheduled posts stay out.
 */
export interface FeedOptions {
  data: PostFeedQueryResult
  /** The feed's own path and the list's (`/news/feed.xml`, `/news`). */
  feedPath: string
  listPath: string
  title: string
  siteUrl: string
  nowMs: number
}

type Post = PostFeedQueryResult['posts'][number]
type Block = NonNullable<Post['body']>[number]

export const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

const iso = (value: string) => new Date(value).toISOString()
const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b)

const TAGS: Record<string, string> = { h2: 'h2', h3: 'h3', blockquote: 'blockquote' }

/** Portable Text as plain HTML for feed readers: paragraphs, headings, lists, links, images. */
export function bodyHtml(body: Post['body'], siteUrl: string): string {
  const html: string[] = []
  let list: string | null = null
  const closeList = () => {
    if (list) html.push(`</${list}>`)
    list = null
  }
  for (const block of body ?? []) {
    if (block._type === 'image') {
      closeList()
      const image = block as Block & SanityImageValue & { alt?: string }
      if (image.asset?._ref)
        html.push(
          `<p><img src="${escapeXml(new URL(imageUrl(image, 960), siteUrl).href)}" alt="${escapeXml(image.alt ?? '')}"></p>`,
        )
      continue
    }
    if (block._type !== 'block') continue
    const links = new Map((block.markDefs ?? []).map((def) => [def._key, def.href]))
    const text = (block.children ?? [])
      .map((span) => {
        let out = escapeXml(span.text ?? '')
        for (const mark of span.marks ?? []) {
          const href = links.get(mark)
          if (href) out = `<a href="${escapeXml(new URL(href, siteUrl).href)}">${out}</a>`
          else if (mark === 'strong' || mark === 'em') out = `<${mark}>${out}</${mark}>`
        }
        return out
      })
      .join('')
    if (block.listItem) {
      const tag = block.listItem === 'number' ? 'ol' : 'ul'
      if (list !== tag) {
        closeList()
        html.push(`<${tag}>`)
        list = tag
      }
      html.push(`<li>${text}</li>`)
      continue
    }
    closeList()
    const tag = TAGS[block.style ?? 'normal'] ?? 'p'
    html.push(`<${tag}>${text}</${tag}>`)
  }
  closeList()
  return html.join('\n')
}

export function atomFeed({ data, feedPath, listPath, title, siteUrl, nowMs }: FeedOptions): string {
  const absolute = (path: string) => new URL(path, siteUrl).href
  const host = new URL(siteUrl).hostname
  const posts = publishedPosts(data.posts, nowMs)
  const updated = posts.reduce(
    (latest, post) => later(latest, later(post._updatedAt, post.publishedAt)),
    posts[0]?.publishedAt ?? new Date(nowMs).toISOString(),
  )
  const entries = posts.map((post) => {
    const url = absolute(`${listPath}/${encodeURIComponent(post.slug)}`)
    return [
      '  <entry>',
      `    <id>tag:${host},2025:post:${escapeXml(post._id)}</id>`,
      `    <title type="text">${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${iso(post.publishedAt)}</published>`,
      `    <updated>${iso(later(post._updatedAt, post.publishedAt))}</updated>`,
      `    <author><name>${escapeXml(post.authorName)}</name></author>`,
      `    <summary type="text">${escapeXml(post.excerpt)}</summary>`,
      `    <content type="html">${escapeXml(bodyHtml(post.body, siteUrl))}</content>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
    `  <id>${escapeXml(absolute(listPath))}</id>`,
    `  <title type="text">${escapeXml(title)}</title>`,
    `  <updated>${iso(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absolute(feedPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absolute(listPath))}"/>`,
    `  <author><name>${escapeXml(data.site?.societyName ?? 'AMRS-UG')}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
