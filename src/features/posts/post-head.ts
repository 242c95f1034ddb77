import type { HeadInfo } from '@amrs/shared/head'
import { paths } from '@amrs/shared/paths'
import { croppedSize, imageUrl } from '@/content/image'
import type { HeadQueryResult, PostQueryResult } from '@/content/sanity.types'

/**
 * A post's head (server side only): its title and excerpt, its cover as the link preview (else,
 * or when the cover is an SVG, which previews do not show, the site's card), `og:type` article, and JSON-LD `NewsArticle` (news) or `BlogPosting` (blog).
 */
const COVER_WIDTH = 1200

export function postHead(
  base: HeadInfo,
  post: NonNullable<PostQueryResult>,
  site: HeadQueryResult['site'],
  siteUrl: string,
): { info: HeadInfo; jsonLd: unknown[] } {
  const absolute = (path: string) => new URL(path, siteUrl).href
  // Link previews show raster images only: an SVG cover leaves the site's card.
  const cover = post.cover?.asset && !post.cover.asset._ref.endsWith('-svg') ? post.cover : null
  const size = cover ? croppedSize(cover) : undefined
  const image =
    cover && size
      ? {
          url: absolute(imageUrl(cover, COVER_WIDTH)),
          width: Math.min(COVER_WIDTH, size.width),
          height: Math.round((size.height * Math.min(COVER_WIDTH, size.width)) / size.width),
          alt: cover.alt,
        }
      : base.image
  const title = `${post.title} | ${base.siteName}`
  const info: HeadInfo = {
    ...base,
    title,
    description: post.excerpt,
    ogType: 'article',
    image,
  }
  const publisher = site
    ? {
        '@type': 'Organization',
        name: site.societyName,
        url: absolute(paths.home),
        ...(site.logoUrl ? { logo: { '@type': 'ImageObject', url: absolute(site.logoUrl) } } : {}),
      }
    : undefined
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': post.kind === 'news' ? 'NewsArticle' : 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post._updatedAt,
    author: {
      '@type': 'Person',
      name: post.authorName,
      ...(post.authorRole ? { jobTitle: post.authorRole } : {}),
    },
    ...(publisher ? { publisher } : {}),
    image: [image.url],
    mainEntityOfPage: base.canonical,
    url: base.canonical,
  }
  return { info, jsonLd: [jsonLd] }
}
