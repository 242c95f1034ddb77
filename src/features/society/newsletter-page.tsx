import { Link } from 'react-router-dom'
import type { ContentResult } from '@/content/route-content'
import { paths } from '@amrs/shared/paths'
import { NewsletterBox } from './newsletter-box'
import type { newsletterPageQuery } from './queries'
import styles from './pages.module.css'

/** What the page says when the studio's "Newsletter page" is missing or empty (docs/decisions/0062). */
export const NEWSLETTER_PAGE_DEFAULTS = {
  title: 'Newsletter',
  intro:
    'Each time the chapter publishes a news post, subscribers receive it by e-mail: its title, a short summary and a link to read it here.\n\nAfter you sign up we send you one message with a link to confirm: nothing is sent until you confirm.\n\nEvery newsletter message has a link to unsubscribe.',
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

/** /newsletter: "Newsletter" in the society's navigation leads here, not to the news list. */
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
      <NewsletterBox title="Sign up" note={null} from={paths.newsletter} />
    </article>
  )
}
