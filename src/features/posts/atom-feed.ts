import { imageUrl, type SanityImageValue } from '@/content/image'
import type { PostFeedQueryResult } from '@/content/sanity.types'
import { atomXml, escapeXml, laterOf as later } from '@/lib/atom'
import { publishedPosts } from './posts.rules'

/**
 * A kind's Atom feed (RFC 4287), pure: the build writes it for the static host, the server
 * answers it live. Entry ids are tag URIs built from the post's document id, so they stay the
 * same when a slug changes; `updated` is never before `published`; every text is escaped, and
 * the body is HTML escaped once more as `type="html"` content. Scheduled posts stay out. The
 * XML itself is written by `@/lib/atom`.
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
  return atomXml({
    id: absolute(listPath),
    title,
    updated,
    links: [
      { rel: 'self', type: 'application/atom+xml', href: absolute(feedPath) },
      { rel: 'alternate', type: 'text/html', href: absolute(listPath) },
    ],
    author: data.site?.societyName ?? 'AMRS-UG',
    entries: posts.map((post) => ({
      id: `tag:${host},2025:post:${post._id}`,
      title: post.title,
      links: [
        {
          rel: 'alternate',
          type: 'text/html',
          href: absolute(`${listPath}/${encodeURIComponent(post.slug)}`),
        },
      ],
      published: post.publishedAt,
      updated: later(post._updatedAt, post.publishedAt),
      author: post.authorName,
      summary: post.excerpt,
      content: { type: 'html', value: bodyHtml(post.body, siteUrl) },
    })),
  })
}
