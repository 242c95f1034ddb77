import type { ReactNode } from 'react'
import { Link, useLocation, useParams } from 'react-router-dom'
import { PlaceholderPage } from '@/components/layout/placeholder-page'
import { Loading } from '@/components/ui/loading'
import { feedPaths, paths } from '@amrs/shared/paths'
import type { ContentResult } from '@/content/route-content'
import type { postListQuery } from './queries'
import { useNow } from '@/lib/clock'
import { usePageTitle } from '@/lib/page-title'
import { PostCard } from './post-card'
import {
  listPagePath,
  pageCount,
  pageNumber,
  postKindOf,
  postsPage,
  publishedPosts,
} from './posts.rules'
import styles from './posts.module.css'

/**
 * `/news`, `/blog` and their further pages (`/news/page/2`): the kind's published posts, newest
 * first, ten a page, with page links that work without scripts. While a kind has no published
 * post, the list is the "page under construction" placeholder (`PlaceholderPage`). `signUp` (the
 * newsletter's, on the news list: docs/decisions/0062) comes right under the heading.
 */
export function PostListPage({
  page,
  notFound,
  signUp,
}: {
  page: ContentResult<typeof postListQuery>
  notFound: ReactNode
  signUp?: ReactNode
}) {
  const kind = postKindOf(useLocation().pathname, paths.blog)
  const number = pageNumber(useParams().page)
  const title = usePageTitle()
  const now = useNow()
  const { data, isLoading } = page
  if (!data && isLoading) return <Loading />
  const posts = publishedPosts(data ?? [], now.getTime())
  if (!posts.length && number === 1)
    return (
      <>
        <PlaceholderPage />
        {signUp}
      </>
    )
  const shown = postsPage(posts, number)
  if (!shown) return notFound
  const pages = pageCount(posts.length)
  const listPath = paths[kind]
  return (
    <section className={`container ${styles.page}`}>
      <h1>
        {title}
        {number > 1 && (
          <span className={styles.pageOf}>
            {' '}
            (page {number} of {pages})
          </span>
        )}
      </h1>
      {signUp}
      <p>
        <a href={feedPaths[kind]} type="application/atom+xml">
          Subscribe (Atom feed)
        </a>
      </p>
      <ul className={styles.list}>
        {shown.map((post) => (
          <PostCard key={post._id} post={post} href={`${listPath}/${post.slug}`} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Pages" className={styles.pager}>
          <ul>
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link
                  to={listPagePath(listPath, n)}
                  aria-current={n === number ? 'page' : undefined}
                  aria-label={`Page ${n}`}
                >
                  {n}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  )
}
