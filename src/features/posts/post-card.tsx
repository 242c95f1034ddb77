import { editAttr } from '@/content/edit-target'
import { Link } from 'react-router-dom'
import { SanityImage } from '@/components/ui/sanity-image'
import type { PostListQueryResult } from '@/content/sanity.types'
import { formatLongDate } from '@/lib/date-format'
import styles from './posts.module.css'

type Post = PostListQueryResult[number]

/** The byline: author, role and date (list cards and the post page). */
export function Byline({
  post,
}: {
  post: Pick<Post, '_id' | '_type' | 'authorName' | 'authorRole' | 'publishedAt'>
}) {
  return (
    <p className={styles.byline} {...editAttr(post, 'authorName')}>
      {post.authorName}
      {post.authorRole ? `, ${post.authorRole}` : ''} ·{' '}
      <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
    </p>
  )
}

/** A post in its list: cover, linked title, byline, excerpt. */
export function PostCard({ post, href }: { post: Post; href: string }) {
  return (
    <li className={styles.card}>
      <article>
        {post.cover && (
          <SanityImage
            image={post.cover}
            alt=""
            sizes="(min-width: 800px) 240px, 100vw"
            className={styles.cover}
            edit={editAttr(post, 'cover')}
          />
        )}
        <div>
          <h2 className={styles.cardTitle} {...editAttr(post, 'title')}>
            <Link to={href}>{post.title}</Link>
          </h2>
          <Byline post={post} />
          <p {...editAttr(post, 'excerpt')}>{post.excerpt}</p>
        </div>
      </article>
    </li>
  )
}
