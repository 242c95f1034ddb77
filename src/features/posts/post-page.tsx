import { editAttr } from '@/content/edit-target'
import { useEffect, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { Loading } from '@/components/ui/loading'
import { RichText } from '@/components/ui/rich-text'
import { SanityImage } from '@/components/ui/sanity-image'
import { paths } from '@amrs/shared/paths'
import type { ContentResult } from '@/content/route-content'
import type { postQuery } from './queries'
import { useNow } from '@/lib/clock'
import { usePageTitle } from '@/lib/page-title'
import { Byline } from './post-card'
import { postKindOf } from './posts.rules'
import styles from './posts.module.css'

/**
 * `/news/<slug>`, `/blog/<slug>`: one post. A post the clock has not reached (scheduled) or that
 * does not exist is the not-found page (the server answers 404 for both).
 */
export function PostPage({
  page,
  notFound,
}: {
  page: ContentResult<typeof postQuery>
  notFound: ReactNode
}) {
  const kind = postKindOf(useLocation().pathname, paths.blog)
  const listTitle = usePageTitle()
  const now = useNow()
  const { data: post, isLoading } = page
  const visible = post && Date.parse(post.publishedAt) <= now.getTime() ? post : null
  // After client-side navigation the head names the post (the server wrote it on first load).
  useEffect(() => {
    if (visible) document.title = `${visible.title} | AMRS-UG`
  }, [visible])
  if (post === undefined && isLoading) return <Loading />
  if (!visible) return notFound
  return (
    <article className={`container ${styles.page} ${styles.post}`}>
      <p className={styles.back}>
        <Link to={paths[kind]}>{listTitle}</Link>
      </p>
      <h1 {...editAttr(visible, 'title')}>{visible.title}</h1>
      <Byline post={visible} />
      {visible.cover && (
        <SanityImage
          image={visible.cover}
          sizes="(min-width: 800px) 720px, 100vw"
          loading="eager"
          priority
          className={styles.postCover}
          edit={editAttr(visible, 'cover')}
        />
      )}
      <div className={styles.body}>
        <RichText value={visible.body} edit={editAttr(visible, 'body')} />
      </div>
    </article>
  )
}
