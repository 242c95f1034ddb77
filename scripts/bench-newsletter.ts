// How long a published news post takes to reach N subscribers in the local mailbox (docs/decisions/0062):
// the real service (its database, outbox worker and SMTP transport) in this process, sending to
// the in-process catcher; N confirmed subscribers; a post is added to the content, the
// newsletter's look runs (what the schedule or the webhook starts) and the clock stops when the
// catcher holds all N messages. Three posts; prints each time and the median.
//
// Usage: npm run bench:newsletter -- [--subscribers 200] [--runs 3]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readSocietyConfig } from '@amrs/society-api/config'
import type { ContentSource } from '@amrs/society-api/content/content-source'
import { startMailCatcher } from '@amrs/society-api/mail/catcher'
import { publishedNewsQuery } from '@amrs/society-api/newsletter/post-sender'
import { createSocietyService } from '@amrs/society-api/service'

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
  },
})
const subscribers = Math.min(Number(values.subscribers), 5000)
const runs = Math.min(Number(values.runs), 10)

const posts: { _id: string; title: string; slug: string; excerpt: string }[] = []
const content: ContentSource = {
  query: (async (query: string) =>
    query === publishedNewsQuery ? posts : null) as ContentSource['query'],
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-newsletter-'))
const catcher = await startMailCatcher()
const config = readSocietyConfig(
  { MAIL_POLL_SECONDS: '0', NEWSLETTER_POLL_SECONDS: '0', RECONCILE_EVERY_SECONDS: '0' },
  {
    dataDir,
    siteUrl: 'http://127.0.0.1:4173',
    allowedOrigins: [],
    bodyLimitBytes: 1_000_000,
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
    trustProxy: false,
    siteNow: null,
  },
)
const service = await createSocietyService(config, {
  content,
  smtp: {
    host: '127.0.0.1',
    port: catcher.port,
    secure: false,
    requireTls: false,
    user: null,
    password: null,
    dkim: null,
  },
})
try {
  await service.newsletter() // the first look
  const at = new Date().toISOString()
  await service.deps.db.write(
    Array.from({ length: subscribers }, (_, i) => ({
      sql: `INSERT INTO newsletter_subscriptions (email, created_at, confirmed_at, unsubscribe_key) VALUES (?, ?, ?, ?)`,
      params: [`reader-${i}@example.com`, at, at, `key${String(i).padStart(19, '0')}`],
    })),
  )
  const times: number[] = []
  for (let run = 1; run <= runs; run++) {
    const before = catcher.messages().length
    posts.push({
      _id: `bench-${run}`,
      title: `Bench post ${run}`,
      slug: `bench-${run}`,
      excerpt: 'A post.',
    })
    const started = performance.now()
    await service.newsletter()
    while (catcher.messages().length < before + subscribers)
      await new Promise((resolve) => setTimeout(resolve, 20))
    times.push(performance.now() - started)
    console.log(`run ${run}: ${subscribers} messages in ${(times.at(-1)! / 1000).toFixed(2)} s`)
  }
  const sorted = [...times].sort((a, b) => a - b)
  console.log(
    `median of ${runs}: ${(sorted[Math.floor(runs / 2)]! / 1000).toFixed(2)} s for ${subscribers} subscribers (${(sorted[Math.floor(runs / 2)]! / subscribers).toFixed(1)} ms per message)`,
  )
} finally {
  await service.close()
  await catcher.close()
  rmSync(dataDir, { recursive: true, force: true })
}
