import { Link } from 'react-router-dom'
import type { ContentResult } from '@/content/route-content'
import { paths } from '@amrs/shared/paths'
import { NewsletterBox } from './newsletter-box'
import { NEWSLETTER_PAGE_DEFAULTS, NEWSLETTER_SIGN_UP, paragraphs } from './newsletter-wording'
import type { newsletterPageQuery } from './queries'
import styles from './pages.module.css'

/**
 * /newsletter: what the newsletter sends and how to leave, then the sign-up. "Newsletter" in the
 * society's navigation leads to the news list, whose sign-up links here (docs/decisions/0062).
 */
export function NewsletterPage({ page }: { page: ContentResult<typeof newsletterPageQuery> }) {
  const title = page.data?.title || NEWSLETTER_PAGE_DEFAULTS.title
  const intro = page.data?.intro || NEWSLETTER_PAGE_DEFAULTS.intro
  return (
    <article>
      <header className={styles.hero}>
        <div className="container">
          <h1>{title}</h1>
        </div>
      </header>
      <div className={`container ${styles.prose}`}>
        {paragraphs(intro).map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p>
          <Link to={paths.news}>Read the news posts</Link>
        </p>
      </div>
      <NewsletterBox title={NEWSLETTER_SIGN_UP.title} note={null} from={paths.newsletter} />
    </article>
  )
}
