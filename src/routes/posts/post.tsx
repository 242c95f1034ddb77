import { defineContent, useRouteContent, withParams } from '@/content/route-content'
import type { ContentHead } from '@/content/route-module'
import type { PostQueryResult } from '@/content/sanity.types'
import { postHead } from '@/features/posts/post-head'
import { PostPage } from '@/features/posts/post-page'
import { postPages } from '@/features/posts/post-paths'
import { postQuery } from '@/features/posts/queries'
import { Component as NotFound } from '@/routes/not-found'

/** `/news/<slug>`, `/blog/<slug>`: one post, for each published post `paths` lists. */
export const content = defineContent(({ kind = 'news', slug = '' }) => ({
  page: withParams(postQuery, { kind, slug }),
}))

export const paths = postPages

/** Its title, excerpt, cover and NewsArticle / BlogPosting. */
export const head: ContentHead = ({ page }, base, { site, siteUrl }) =>
  page ? postHead(base, page as NonNullable<PostQueryResult>, site, siteUrl) : null

export function Component() {
  return <PostPage {...useRouteContent(content)} notFound={<NotFound />} />
}
