import { randomUUID } from 'node:crypto'
import type { CoverFacts } from '@amrs/shared/cover-image'
import { paths } from '@amrs/shared/paths'
import type { Statement } from '../db/db.ts'
import type { ServiceDeps } from '../deps.ts'
import { enqueue } from '../outbox/outbox-store.ts'
import { unsubscribeToken } from './newsletter-links.ts'
import type { PostFacts } from './newsletter-messages.ts'
import { createNewsletterStore } from './newsletter-store.ts'

/** News posts whose date the site clock has reached: what the site shows at /news. */
export const publishedNewsQuery = `*[_type == "post" && kind == "news" && !(_id in path("drafts.**"))
  && defined(slug.current) && defined(publishedAt) && publishedAt <= $now]{
  _id, title, "slug": slug.current, excerpt, doNotSend, "cover": cover{ "ref": asset._ref, alt }
}`

interface PublishedPost {
  _id: string
  title?: string | null
  slug: string
  excerpt?: string | null
  doNotSend?: boolean | null
  cover?: CoverFacts | null
}

/** The row that records the first look (so a first run with no posts still counts). */
const FIRST_RUN = ':first-run'

export interface PostPassReport {
  /** Posts sent now, with how many messages each. */
  sent: { postId: string; recipients: number }[]
  /** Posts marked seen without sending (the first run's, or "Don't send to subscribers"). */
  skipped: string[]
}

/**
 * One look at the published news (docs/decisions/0062): every post not seen before is recorded
 * by its id, so it is sent once however often it is edited. On the first look ever, the posts
 * already published are recorded and NOT sent; after that a new post goes to every confirmed
 * subscriber (one outbox message each, with its own unsubscribe token) in the same write unit
 * as its record, unless the post says "Don't send to subscribers".
 */
export async function sendNewPosts(deps: ServiceDeps): Promise<PostPassReport> {
  const clock = deps.clock ?? (() => new Date())
  const siteNow = deps.config.siteNow ? new Date(deps.config.siteNow) : clock()
  const posts = await deps.content.query<PublishedPost[]>(publishedNewsQuery, {
    now: siteNow.toISOString(),
  })
  const seen = new Set(
    deps.db
      .all<{ post_id: string }>('SELECT post_id FROM newsletter_posts')
      .map((r) => String(r.post_id)),
  )
  const firstRun = !seen.has(FIRST_RUN)
  const report: PostPassReport = { sent: [], skipped: [] }
  const subscribers = createNewsletterStore(deps.db, clock)
  const fresh = posts.filter((post) => !seen.has(post._id))
  const runId = randomUUID()
  const at = clock().toISOString()
  const record = (postId: string, outcome: string, recipients = 0): Statement => ({
    sql: `INSERT INTO newsletter_posts (post_id, outcome, run_id, recipients, seen_at) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT(post_id) DO NOTHING`,
    params: [postId, outcome, runId, recipients, at],
  })

  if (firstRun) {
    await deps.db.write([
      record(FIRST_RUN, 'first-run'),
      ...fresh.map((post) => record(post._id, 'before-first-run')),
    ])
    report.skipped.push(...fresh.map((post) => post._id))
    return report
  }
  for (const post of fresh) {
    if (post.doNotSend) {
      await deps.db.write([record(post._id, 'not-sent')])
      report.skipped.push(post._id)
      continue
    }
    const to = subscribers.subscribers()
    const href = new URL(`${paths.news}/${encodeURIComponent(post.slug)}`, deps.config.siteUrl).href
    // Written only if this pass's record stands (another pass that took the post writes none).
    const onlyIf = {
      sql: 'SELECT 1 FROM newsletter_posts WHERE post_id = ? AND run_id = ?',
      params: [post._id, runId],
    }
    await deps.db.write([
      record(post._id, 'sent', to.length),
      ...to.flatMap((subscriber) => {
        const facts: PostFacts = {
          postId: post._id,
          title: post.title ?? '',
          excerpt: post.excerpt ?? '',
          href,
          ...(post.cover?.ref ? { cover: { ref: post.cover.ref, alt: post.cover.alt ?? '' } } : {}),
          token: unsubscribeToken(deps.config, subscriber.unsubscribe_key),
        }
        return enqueue(
          { kind: 'newsletter-post', to: subscriber.email, data: { ...facts } },
          { onlyIf },
        )
      }),
    ])
    report.sent.push({ postId: post._id, recipients: to.length })
  }
  return report
}

/**
 * Looks for new posts now and every `NEWSLETTER_POLL_SECONDS` (never two looks at once); `now()`
 * is what the signed webhook calls so a publish goes out without waiting for the schedule.
 */
export function schedulePostSender(
  deps: ServiceDeps,
  everyMs: number,
  log: (line: string) => void = () => {},
) {
  let running: Promise<PostPassReport> | null = null
  const now = () =>
    (running ??= sendNewPosts(deps)
      .then((report) => {
        for (const { postId, recipients } of report.sent)
          log(`newsletter: post ${postId} to ${recipients} subscribers`)
        return report
      })
      .finally(() => (running = null)))
  const timer =
    everyMs > 0
      ? setInterval(
          () => void now().catch((e: unknown) => log(`newsletter look failed: ${String(e)}`)),
          everyMs,
        )
      : null
  timer?.unref()
  return {
    now,
    stop: async () => {
      if (timer) clearInterval(timer)
      await running?.catch(() => {})
    },
  }
}
