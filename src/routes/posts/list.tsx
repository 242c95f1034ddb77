import { defineContent, useRouteContent, withParams } from '@/content/route-content'
import { PostListPage } from '@/features/posts/post-list-page'
import { postListPages } from '@/features/posts/post-paths'
import { postListQuery } from '@/features/posts/queries'
import { Component as NotFound } from '@/routes/not-found'

/** `/news`, `/blog` and their further pages (`/news/page/2`, the ones `paths` lists). */
export const content = defineContent(({ kind = 'news' }) => ({
  page: withParams(postListQuery, { kind }),
}))

export const paths = postListPages

export function Component() {
  return <PostListPage {...useRouteContent(content)} notFound={<NotFound />} />
}
