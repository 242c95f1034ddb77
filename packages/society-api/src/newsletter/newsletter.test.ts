import { describe, expect, it } from 'vitest'
import { createSocietyApp } from '../app.ts'
import type { ContentSource } from '../content/content-source.ts'
import { messageRenderers } from '../messages/renderers.ts'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import { json } from '../test-client.test-utils.ts'
import { fakeContent, ORIGIN, testDeps, type TestDeps } from '../test-deps.test-utils.ts'
import {
  confirmToken,
  readConfirmToken,
  readUnsubscribeToken,
  unsubscribeToken,
} from './newsletter-links.ts'
import { signSanityBody } from './content-webhook.ts'
import { createNewsletterStore } from './newsletter-store.ts'
import { publishedNewsQuery, sendNewPosts } from './post-sender.ts'
import { purgeUnconfirmedSubscriptions } from './purge-unconfirmed.ts'

interface Post {
  _id: string
  title: string
  slug: string
  excerpt: string
  publishedAt: string
  doNotSend?: boolean
  cover?: { ref: string; alt: string }
}

/** Content with news posts the test edits; the sender sees those the site clock has reached. */
function newsContent(posts: Post[]): ContentSource {
  const rest = fakeContent()
  return {
    query: (async (query: string, params?: Record<string, unknown>) =>
      query === publishedNewsQuery
        ? posts.filter((p) => p.publishedAt <= String(params?.now))
        : rest.query(query, params)) as ContentSource['query'],
  }
}

const post = (id: string, publishedAt = '2025-10-01T09:00:00Z', extra: Partial<Post> = {}) => ({
  _id: id,
  title: `Post ${id}`,
  slug: id,
  excerpt: `About ${id}`,
  publishedAt,
  ...extra,
})

const outbox = (deps: TestDeps, kind: string) =>
  deps.db
    .all<{ recipient: string; data: string }>(
      'SELECT recipient, data FROM outbox WHERE kind = ? ORDER BY created_at, recipient',
      [kind],
    )
    .map((r) => ({ to: r.recipient, data: JSON.parse(r.data) as Record<string, string> }))

async function signUp(deps: TestDeps, email: string) {
  return createSocietyApp(deps).request(`${ORIGIN}/api/newsletter`, json({ email }))
}

/** Signs up and confirms through the API, as the confirm page's button does. */
async function subscribe(deps: TestDeps, email: string) {
  await signUp(deps, email)
  const mine = outbox(deps, 'newsletter-confirm').filter((m) => m.to === email)
  const token = mine.at(-1)?.data.token ?? ''
  const res = await createSocietyApp(deps).request(
    `${ORIGIN}/api/newsletter/confirm`,
    json({ token }),
  )
  expect(await res.json()).toEqual({ state: 'confirmed' })
}

describe('newsletter links', () => {
  const config = {
    siteUrl: ORIGIN,
    publicUrl: ORIGIN,
    receipts: { secret: 'x'.repeat(32), linkDays: 30 },
  }
  const now = new Date('2025-11-01T10:00:00Z')
  const nonce = 'A'.repeat(22)

  it('a confirm token is ours only with its signature, and works for 7 days', () => {
    const token = confirmToken(config, nonce, now)
    expect(token).not.toContain('@')
    expect(readConfirmToken(config, token, now)).toEqual({ state: 'valid', nonce })
    const sixDays = new Date(now.getTime() + 6.9 * 86_400_000)
    expect(readConfirmToken(config, token, sixDays).state).toBe('valid')
    const eightDays = new Date(now.getTime() + 7.01 * 86_400_000)
    expect(readConfirmToken(config, token, eightDays).state).toBe('expired')
    const [, expires, signature] = token.split('.')
    expect(readConfirmToken(config, `${'B'.repeat(22)}.${expires}.${signature}`, now).state).toBe(
      'invalid',
    )
    expect(
      readConfirmToken(config, `${nonce}.${Number(expires) + 86_400}.${signature}`, now).state,
    ).toBe('invalid')
    const otherKey = { ...config, receipts: { ...config.receipts, secret: 'y'.repeat(32) } }
    expect(readConfirmToken(otherKey, token, now).state).toBe('invalid')
  })

  it('an unsubscribe token names a key, never the address, and only with its signature', () => {
    const token = unsubscribeToken(config, nonce)
    expect(readUnsubscribeToken(config, token)).toBe(nonce)
    expect(readUnsubscribeToken(config, `${'B'.repeat(22)}.${token.split('.')[1]}`)).toBeNull()
    expect(readUnsubscribeToken(config, 'reader@example.com')).toBeNull()
  })
})

describe('double opt-in', () => {
  it('a sign-up is stored unconfirmed with a confirm message in the outbox; the link confirms once', async () => {
    const deps = await testDeps()
    const res = await signUp(deps, 'Reader@Example.com')
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({
      message: 'Check your inbox to confirm your subscription.',
    })
    const store = createNewsletterStore(deps.db)
    expect(store.listSubscriptions()).toMatchObject([
      { email: 'reader@example.com', confirmed_at: null },
    ])
    const [message] = outbox(deps, 'newsletter-confirm')
    expect(message?.to).toBe('reader@example.com')
    const confirm = (token: string) =>
      createSocietyApp(deps).request(`${ORIGIN}/api/newsletter/confirm`, json({ token }))
    const first = await confirm(message?.data.token ?? '')
    expect([first.status, await first.json()]).toEqual([200, { state: 'confirmed' }])
    const again = await confirm(message?.data.token ?? '')
    expect([again.status, await again.json()]).toEqual([410, { state: 'used' }])
    expect((await (await confirm('forged.1.x')).json()).state).toBe('invalid')
    expect(store.listSubscriptions()[0]?.confirmed_at).toBeTruthy()
  })

  it('an expired link says so and confirms nothing', async () => {
    let now = new Date('2025-11-01T10:00:00Z')
    const deps = await testDeps()
    deps.clock = () => now
    await signUp(deps, 'late@example.com')
    now = new Date('2025-11-09T10:00:00Z')
    const token = outbox(deps, 'newsletter-confirm')[0]?.data.token ?? ''
    const res = await createSocietyApp(deps).request(
      `${ORIGIN}/api/newsletter/confirm`,
      json({ token }),
    )
    expect([res.status, await res.json()]).toEqual([410, { state: 'expired' }])
    expect(createNewsletterStore(deps.db).listSubscriptions()[0]?.confirmed_at).toBeNull()
  })

  it('signing up again: a new confirm message at most every 15 minutes; a subscriber gets none and the answer is the same', async () => {
    let now = new Date('2025-11-01T10:00:00Z')
    const deps = await testDeps()
    deps.clock = () => now
    await signUp(deps, 'again@example.com')
    await signUp(deps, 'again@example.com')
    expect(outbox(deps, 'newsletter-confirm')).toHaveLength(1)
    now = new Date('2025-11-01T10:16:00Z')
    await signUp(deps, 'again@example.com')
    const [old, fresh] = outbox(deps, 'newsletter-confirm')
    expect(fresh?.to).toBe('again@example.com')
    // The newer link replaces the older one.
    const confirm = (token: string) =>
      createSocietyApp(deps).request(`${ORIGIN}/api/newsletter/confirm`, json({ token }))
    expect((await (await confirm(old?.data.token ?? '')).json()).state).toBe('used')
    expect((await (await confirm(fresh?.data.token ?? '')).json()).state).toBe('confirmed')

    now = new Date('2025-11-02T10:00:00Z')
    const res = await signUp(deps, 'again@example.com')
    expect([res.status, await res.json()]).toEqual([
      201,
      {
        email: 'again@example.com',
        alreadySubscribed: false,
        message: 'Check your inbox to confirm your subscription.',
      },
    ])
    expect(outbox(deps, 'newsletter-confirm')).toHaveLength(2)
    expect(createNewsletterStore(deps.db).listSubscriptions()).toHaveLength(1)
  })
})

describe('sending posts', () => {
  it('the first run marks the published posts seen and sends none; a later post goes to confirmed subscribers only, once', async () => {
    const posts: Post[] = [post('old-1'), post('old-2')]
    const deps = await testDeps({}, newsContent(posts))
    await subscribe(deps, 'confirmed@example.com')
    await signUp(deps, 'unconfirmed@example.com')

    expect(await sendNewPosts(deps)).toEqual({ sent: [], skipped: ['old-1', 'old-2'] })
    expect(outbox(deps, 'newsletter-post')).toEqual([])

    posts.push(post('new-1', '2025-11-01T09:00:00Z'))
    expect((await sendNewPosts(deps)).sent).toEqual([{ postId: 'new-1', recipients: 1 }])
    // Edited twice (title, then excerpt): still the one message.
    posts[2] = { ...posts[2]!, title: 'New title' }
    await sendNewPosts(deps)
    posts[2] = { ...posts[2]!, excerpt: 'New excerpt' }
    await sendNewPosts(deps)
    const sent = outbox(deps, 'newsletter-post')
    expect(sent.map((m) => [m.to, m.data.postId, m.data.title])).toEqual([
      ['confirmed@example.com', 'new-1', 'Post new-1'],
    ])
    expect(sent[0]?.data.href).toBe(`${ORIGIN}/news/new-1`)
    expect(JSON.stringify(sent)).not.toContain('unconfirmed@example.com')
  })

  it('a post scheduled later is sent when the site clock reaches it; "Don\'t send" is respected', async () => {
    const posts: Post[] = []
    const deps = await testDeps({ siteNow: '2025-11-01T00:00:00.000Z' }, newsContent(posts))
    await sendNewPosts(deps) // the first run, with no posts
    await subscribe(deps, 'reader@example.com')
    posts.push(
      post('later', '2025-11-05T09:00:00Z'),
      post('quiet', '2025-10-30T09:00:00Z', { doNotSend: true }),
    )
    expect(await sendNewPosts(deps)).toEqual({ sent: [], skipped: ['quiet'] })
    deps.config.siteNow = '2025-11-06T00:00:00.000Z'
    expect((await sendNewPosts(deps)).sent).toEqual([{ postId: 'later', recipients: 1 }])
    expect(outbox(deps, 'newsletter-post').map((m) => m.data.postId)).toEqual(['later'])
  })

  it('each message carries RFC 8058 one-click headers with its own token; one POST there leaves the list', async () => {
    const posts: Post[] = []
    const deps = await testDeps({}, newsContent(posts))
    await sendNewPosts(deps)
    await subscribe(deps, 'a@example.com')
    await subscribe(deps, 'b@example.com')
    posts.push(post('p1'))
    await sendNewPosts(deps)
    const rows = deps.db.all<{ id: string; kind: string; recipient: string; data: string }>(
      "SELECT id, kind, recipient, data FROM outbox WHERE kind = 'newsletter-post' ORDER BY recipient",
    )
    const render = messageRenderers(deps)['newsletter-post']!
    const mails = await Promise.all(
      rows.map((r) =>
        render({ ...r, data: JSON.parse(r.data), state: 'pending', attempts: 1 } as OutboxRow),
      ),
    )
    const header = (i: number) => mails[i]?.headers?.['List-Unsubscribe'] ?? ''
    expect(header(0)).toMatch(/^<http:\/\/.+\/api\/newsletter\/one-click\?token=[\w.-]+>$/)
    expect(header(0)).not.toBe(header(1))
    expect(header(0)).not.toContain('example.com')
    expect(mails[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mails[0]?.text).toContain('/newsletter/unsubscribe?token=')
    expect(mails[0]?.html).toContain('/icons/icon-192.png')

    const oneClick = await createSocietyApp(deps).request(header(0).slice(1, -1), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'cross-site',
      },
    })
    expect(oneClick.status).toBe(200)
    posts.push(post('p2'))
    await sendNewPosts(deps)
    expect(
      outbox(deps, 'newsletter-post')
        .filter((m) => m.data.postId === 'p2')
        .map((m) => m.to),
    ).toEqual(['b@example.com'])
  })
})

describe("a post's cover in its message", () => {
  it("carries the cover from the site's own origin (PNG/JPEG rendition, 600 px) with the CMS alt text; a post without a cover carries no picture", async () => {
    const posts: Post[] = []
    const deps = await testDeps({}, newsContent(posts))
    await sendNewPosts(deps)
    await subscribe(deps, 'reader@example.com')
    const ref = 'image-0123abcd-1200x630-svg'
    posts.push(post('with-cover', undefined, { cover: { ref, alt: 'Sample cover: the banner' } }))
    posts.push(post('bare'))
    await sendNewPosts(deps)
    const rows = deps.db.all<{ id: string; kind: string; recipient: string; data: string }>(
      "SELECT id, kind, recipient, data FROM outbox WHERE kind = 'newsletter-post'",
    )
    const render = messageRenderers(deps)['newsletter-post']!
    const html = async (postId: string) => {
      const row = rows.find((r) => (JSON.parse(r.data) as { postId: string }).postId === postId)!
      const data = JSON.parse(row.data) as Record<string, unknown>
      return (await render({ ...row, data, state: 'pending', attempts: 1 } as OutboxRow)).html ?? ''
    }
    const withCover = await html('with-cover')
    expect(withCover).toContain(
      `<img src="${ORIGIN}/media/cover/${ref}" width="600" height="315" alt="Sample cover: the banner"`,
    )
    const images = [...withCover.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1])
    expect(images.every((src) => src?.startsWith(`${ORIGIN}/`))).toBe(true)
    expect(withCover).not.toContain('cdn.sanity.io')
    const bare = await html('bare')
    expect(bare).not.toContain('/media/cover/')
    expect([...bare.matchAll(/<img /g)]).toHaveLength(1) // the logo only
  })
})

describe('retention and bounces', () => {
  it('the purge removes only addresses never confirmed whose last confirm message is over 30 days old', async () => {
    let now = new Date('2025-09-01T10:00:00Z')
    const deps = await testDeps()
    deps.clock = () => now
    await signUp(deps, 'old-unconfirmed@example.com')
    await subscribe(deps, 'old-confirmed@example.com')
    now = new Date('2025-09-25T10:00:00Z')
    await signUp(deps, 'recent@example.com')
    now = new Date('2025-10-02T10:00:00Z')
    expect(await purgeUnconfirmedSubscriptions.run(deps, now)).toBe(1)
    expect(
      createNewsletterStore(deps.db)
        .listSubscriptions()
        .map((s) => s.email),
    ).toEqual(['old-confirmed@example.com', 'recent@example.com'])
  })

  it('the bounce endpoint refuses without the secret, and with it marks the address', async () => {
    const secret = 's'.repeat(40)
    const deps = await testDeps({
      mail: { ...(await testDeps()).config.mail, bounceSecret: secret },
    })
    const report = (authorization?: string) =>
      createSocietyApp(deps).request(
        `${ORIGIN}/api/mail/bounces`,
        json(
          { address: 'Gone@Example.com' },
          authorization ? { Authorization: authorization } : {},
        ),
      )
    expect((await report()).status).toBe(401)
    expect((await report(`Bearer ${'t'.repeat(40)}`)).status).toBe(401)
    const suppressed = () => deps.db.all('SELECT address FROM mail_suppressions')
    expect(suppressed()).toEqual([])
    expect((await report(`Bearer ${secret}`)).status).toBe(200)
    expect(suppressed()).toEqual([{ address: 'gone@example.com' }])
  })

  it('without MAIL_BOUNCE_SECRET the endpoint refuses everything', async () => {
    const deps = await testDeps()
    const res = await createSocietyApp(deps).request(
      `${ORIGIN}/api/mail/bounces`,
      json({ address: 'a@example.com' }, { Authorization: 'Bearer ' }),
    )
    expect(res.status).toBe(401)
  })
})

describe("Sanity's webhook", () => {
  it('starts the look only when signed with SANITY_WEBHOOK_SECRET and recent', async () => {
    const secret = 'w'.repeat(32)
    const base = await testDeps()
    const deps = await testDeps({ mail: { ...base.config.mail, contentWebhookSecret: secret } })
    let looks = 0
    deps.newsletter = { look: async () => void looks++ }
    const body = JSON.stringify({ _id: 'post-1', _type: 'post' })
    const send = (signature?: string) =>
      createSocietyApp(deps).request(`${ORIGIN}/api/newsletter/content-webhook`, {
        method: 'POST',
        body,
        headers: {
          'Content-Type': 'application/json',
          ...(signature ? { 'sanity-webhook-signature': signature } : {}),
        },
      })
    expect((await send()).status).toBe(401)
    expect((await send(signSanityBody(body, 'x'.repeat(32), Date.now()))).status).toBe(401)
    expect((await send(signSanityBody(body, secret, Date.now() - 10 * 60_000))).status).toBe(401)
    expect(looks).toBe(0)
    expect((await send(signSanityBody(body, secret, Date.now()))).status).toBe(202)
    expect(looks).toBe(1)
  })
})
