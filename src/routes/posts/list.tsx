import { defineContent, useRouteContent, useRouteParams, withParams } from '@/content/route-content'
import { PostListPage } from '@/features/posts/post-list-page'
import { postListPages } from '@/features/posts/post-paths'
import { postListQuery } from '@/features/posts/queries'
import { NewsletterSignUp } from '@/features/society/newsletter-sign-up'
import { newsletterPageQuery } from '@/features/society/queries'
import { Component as NotFound } from '@/routes/not-found'

/**
 * `/news`, `/blog` and their further pages (`/news/page/2`, the ones `paths` lists); the news
 * list starts with the newsletter's sign-up (docs/decisions/0062), worded by the studio's
 * "Newsletter page".
 */
export const content = defineContent(({ kind = 'news' }) => ({
  page: withParams(postListQuery, { kind }),
  newsletter: newsletterPageQuery,
}))

export const paths = postListPages

export function Component() {
  const { page, newsletter } = useRouteContent(content)
  const { kind = 'news' } = useRouteParams()
  return (
    <PostListPage
      page={page}
      notFound={<NotFound />}
      signUp={kind === 'news' ? <NewsletterSignUp page={newsletter} /> : null}
    />
  )
}
