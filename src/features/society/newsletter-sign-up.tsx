import { Link } from 'react-router-dom'
import { paths } from '@amrs/shared/paths'
import type { ContentResult } from '@/content/route-content'
import { NewsletterBox } from './newsletter-box'
import { NEWSLETTER_PAGE_DEFAULTS, NEWSLETTER_SIGN_UP, paragraphs } from './newsletter-wording'
import type { newsletterPageQuery } from './queries'

/**
 * The sign-up at the top of the news list, where "Newsletter" in the society's bar leads as the
 * specification says (docs/decisions/0062): headed as on /newsletter, with the first paragraph of
 * the studio's "Newsletter page" (what is sent); the box posts without scripts and comes back to
 * /news, and a link leads to /newsletter for the rest (confirming, leaving).
 */
export function NewsletterSignUp({ page }: { page: ContentResult<typeof newsletterPageQuery> }) {
  const [first] = paragraphs(page.data?.intro || NEWSLETTER_PAGE_DEFAULTS.intro)
  return (
    <NewsletterBox
      title={NEWSLETTER_SIGN_UP.title}
      note={first ?? null}
      from={paths.news}
      more={<Link to={paths.newsletter}>{NEWSLETTER_SIGN_UP.more}</Link>}
    />
  )
}
