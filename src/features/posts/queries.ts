import { defineQuery } from 'groq'
import { imageFields, richTextFields } from '@/content/fragments'

/**
 * The posts' GROQ queries (/news, /blog, their posts and feeds), beside `queries.ts` so that only
 * the post routes' chunks carry them, not every page's first load. Typed by `npm run typegen`
 * like the others; the route registry names them like the others.
 */

/** A post as lists, feeds and the head show it (posts without a slug or date are not shown). */
const postCardFields = /* groq */ `
  _id,
  _type,
  title,
  "slug": slug.current,
  kind,
  publishedAt,
  excerpt,
  authorName,
  authorRole,
  cover{${imageFields}}
`

/**
 * /news, /blog and their pages: the kind's posts, newest first. The page keeps those whose date
 * the site clock has reached (a later date means scheduled), then takes its ten.
 */
export const postListQuery = defineQuery(
  `*[_type == "post" && kind == $kind && defined(slug.current) && defined(publishedAt)] | order(publishedAt desc){${postCardFields}}`,
)

/** /news/<slug>, /blog/<slug>: one post with its body. */
export const postQuery =
  defineQuery(`*[_type == "post" && kind == $kind && slug.current == $slug][0]{
  ${postCardFields},
  _updatedAt,
  body[]{${richTextFields}}
}`)

/** The post routes' own paths (prerender, sitemap, server): slugs, previous slugs and dates. */
export const postPathsQuery = defineQuery(
  `*[_type == "post" && defined(slug.current) && defined(publishedAt)] | order(publishedAt desc){
    kind,
    "slug": slug.current,
    previousSlugs,
    publishedAt,
    _updatedAt
  }`,
)

/** The Atom feed of a kind: its posts with their bodies, and the society's name. */
export const postFeedQuery = defineQuery(`{
  "site": *[_type == "siteSettings"][0]{ societyName, shortName },
  "posts": *[_type == "post" && kind == $kind && defined(slug.current) && defined(publishedAt)] | order(publishedAt desc){
    ${postCardFields},
    _updatedAt,
    body
  }
}`)
