import { paths } from '@amrs/shared/paths'
import type { APIRequestContext } from '@playwright/test'
import { lake } from './conference-lake'
import { expect, expectAxeClean, test } from './fixtures'
import { MAIL_WAIT_MS } from './mailbox'
import { addSeedDocument } from './seed-edit'

// A message may wait its turn in the suite's outbox (tests/e2e/mailbox.ts, MAIL_WAIT_MS).
test.describe.configure({ timeout: 240_000 })

// The newsletter end to end (docs/decisions/0062): sign up, confirm from the caught
// message, receive a published post once, leave with one POST to List-Unsubscribe, then receive
// nothing; the unsubscribe page without scripts.

// The tests publish posts every confirmed subscriber receives: one at a time.
test.describe.configure({ mode: 'serial' })

interface Caught {
  subject: string
  envelopeTo: string[]
  headers: Record<string, string>
  text: string
  html: string | null
}

async function mailbox(request: APIRequestContext): Promise<Caught[]> {
  const res = await request.get('/_dev/mailbox.json', { maxRetries: 2 })
  return ((await res.json()) as { messages: Caught[] }).messages
}

/** The messages caught for `to`, once there are `count` of them (polled, no fixed sleep). */
async function mailFor(request: APIRequestContext, to: string, count: number) {
  let mine: Caught[] = []
  await expect
    .poll(
      async () => (mine = (await mailbox(request)).filter((m) => m.envelopeTo.includes(to))).length,
      { timeout: MAIL_WAIT_MS },
    )
    .toBe(count)
  return mine
}

/** The link of a caught message's text part that starts with `path` (its path and query). */
function linkIn(mail: Caught | undefined, path: string): string {
  const found = new RegExp(`https?://[^/\\s]+(${path}\\?token=[\\w.-]+)`).exec(mail?.text ?? '')
  if (!found?.[1]) throw new Error(`no ${path} link in: ${mail?.text}`)
  return found[1]
}

/** Adds a news post to the seed (the lake reloads it) and waits until the lake has it. */
async function publishPost(
  request: APIRequestContext,
  id: string,
  title: string,
  cover?: { file: string; alt: string },
) {
  await addSeedDocument({
    _id: id,
    _type: 'post',
    kind: 'news',
    title,
    slug: { _type: 'slug', current: id },
    publishedAt: '2025-01-15T09:00:00Z',
    authorName: 'Sample author',
    excerpt: `A sample post for the newsletter test (${id}).`,
    body: [],
    sample: true,
    ...(cover
      ? {
          cover: {
            _type: 'image',
            _sanityAsset: `image@file://./assets/${cover.file}`,
            alt: cover.alt,
          },
        }
      : {}),
  })
  // The lake reloads the seed file when it changes: seconds on a busy machine.
  await expect
    .poll(() => lake(request, `*[_id == "${id}"][0].title`), { timeout: 20_000 })
    .toBe(title)
}

/** The addresses the local API keeps on the newsletter's list. */
const stored = async (request: APIRequestContext) =>
  ((await (await request.get('/__test/membership/newsletter')).json()) as { email: string }[]).map(
    (s) => s.email,
  )

const look = async (request: APIRequestContext) =>
  (await (await request.post('/__test/newsletter/look')).json()) as {
    sent: { postId: string; recipients: number }[]
  }

/** Signs `email` up and confirms it through the API, from the caught confirm message. */
async function subscribeViaApi(request: APIRequestContext, email: string) {
  expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201)
  const [confirm] = await mailFor(request, email, 1)
  const token = new URL(linkIn(confirm, paths.newsletterConfirm), 'http://x').searchParams.get(
    'token',
  )
  const res = await request.post('/api/newsletter/confirm', { data: { token } })
  expect(await res.json()).toEqual({ state: 'confirmed' })
}

test('sign up, confirm, a published post arrives once, one-click unsubscribe, then nothing', async ({
  page,
  request,
}) => {
  test.slow() // two lake reloads
  await look(request) // the first look ever marks the seed's posts seen (none is sent)
  const stamp = Date.now()
  const email = `news-${stamp}@example.com`
  const other = `news-other-${stamp}@example.com`

  await page.goto(paths.home)
  const box = page.getByRole('region', { name: 'Subscribe to our newsletter' })
  await box.getByLabel('Email address').fill(email)
  await box.getByRole('button', { name: 'Subscribe' }).click()
  await expect(box.getByRole('status')).toContainText('Check your inbox to confirm')

  const [confirm] = await mailFor(request, email, 1)
  expect(confirm?.subject).toBe(
    'Confirm your subscription to the African Materials Research Society – University of Ghana Chapter newsletter',
  )
  await page.goto(linkIn(confirm, paths.newsletterConfirm))
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByRole('status')).toContainText('Subscription confirmed')
  await expectAxeClean(page)
  await subscribeViaApi(request, other)

  const id = `newsletter-e2e-${stamp}`
  const alt = 'Sample cover: the newsletter test banner'
  await publishPost(request, id, `Newsletter sample post ${stamp}`, {
    file: 'conference-hero.svg',
    alt,
  })
  expect((await look(request)).sent.map((s) => s.postId)).toEqual([id])
  const [, post] = await mailFor(request, email, 2)
  expect(post?.subject).toBe(`Newsletter sample post ${stamp}`)
  expect(post?.text).toContain(`/news/${id}`)

  // The cover: a PNG from the site's own origin with the CMS's alt text, drawn in the message.
  const index = (await mailbox(request)).findIndex(
    (m) => m.subject === post?.subject && m.envelopeTo.includes(email),
  )
  await page.goto(`/_dev/mailbox/${index}.html`)
  const cover = page.getByRole('img', { name: alt })
  await expect(cover).toBeVisible()
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600)
  const src = (await cover.getAttribute('src')) ?? ''
  expect(new URL(src).origin).toBe(new URL(page.url()).origin)
  const image = await request.get(src)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toMatch(/^image\/(png|jpeg)$/)
  const origins = await page
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).origin))
  expect(origins.every((origin) => origin === new URL(page.url()).origin)).toBe(true)
  await expectAxeClean(page)
  expect(post?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const oneClick = /^<(.+)>$/.exec(post?.headers['list-unsubscribe'] ?? '')?.[1] ?? ''
  expect(oneClick).toMatch(/\/api\/newsletter\/one-click\?token=/)
  expect(oneClick).not.toContain('example.com')
  // Looked at again (an edit, the schedule): not sent twice.
  expect((await look(request)).sent).toEqual([])

  // RFC 8058: one POST, no cookie, from no page of ours.
  const left = await request.post(oneClick, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(left.status()).toBe(200)

  const next = `newsletter-e2e-next-${stamp}`
  await publishPost(request, next, `Newsletter next post ${stamp}`)
  await look(request)
  await mailFor(request, other, 3) // the other subscriber has it: the outbox has sent it
  expect((await mailbox(request)).filter((m) => m.envelopeTo.includes(email))).toHaveLength(2)
})

test('the unsubscribe page works without JavaScript and is accessible', async ({
  browser,
  page,
  request,
}) => {
  await look(request)
  const email = `news-nojs-${Date.now()}@example.com`
  await subscribeViaApi(request, email)
  const id = `newsletter-e2e-nojs-${Date.now()}`
  await publishPost(request, id, `Newsletter post for leaving ${id}`)
  await look(request)
  const [, post] = await mailFor(request, email, 2)
  const link = linkIn(post, paths.newsletterUnsubscribe)
  // Axe runs in the page's scripts: the page before the press, with them.
  await page.goto(link)
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()
  await expectAxeClean(page)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScripts = await context.newPage()
  try {
    await noScripts.goto(link)
    await expect(
      noScripts.getByRole('heading', { name: 'Unsubscribe from the newsletter' }),
    ).toBeVisible()
    await noScripts.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(noScripts.getByRole('status')).toHaveText(
      'You have been unsubscribed. No more newsletter messages will come to this address.',
    )
    const stored = (await (await request.get('/__test/membership/newsletter')).json()) as {
      email: string
      unsubscribed_at: string | null
    }[]
    expect(stored.find((s) => s.email === email)?.unsubscribed_at).toBeTruthy()
  } finally {
    await context.close()
  }
})

test('"Newsletter" in the society bar leads to /news, whose sign-up at the top works; it links to the newsletter page', async ({
  page,
  request,
}) => {
  await page.goto(paths.home)
  await page.getByRole('banner').getByRole('link', { name: 'Newsletter' }).first().click()
  await expect(page).toHaveURL(new RegExp(`${paths.news}$`))
  // Right under the heading, before the posts: the studio's "Newsletter page" words it.
  const box = page.getByRole('region', { name: 'Sign up' })
  await expect(box).toContainText('That is a few messages a month at most')
  const order = await page
    .locator('h1, section[aria-labelledby="newsletter-title"], a[href^="/news/"]')
    .evaluateAll((nodes) => nodes.map((n) => n.tagName))
  expect(order.slice(0, 3)).toEqual(['H1', 'SECTION', 'A'])
  const email = `news-bar-${Date.now()}@example.com`
  await box.getByLabel('Email address').fill(email)
  await box.getByRole('button', { name: 'Subscribe' }).click()
  await expect(box.getByRole('status')).toHaveText(
    `Check your inbox to confirm: if ${email} is not subscribed yet, we have sent it a link.`,
  )
  expect(await stored(request)).toContain(email)
  await expectAxeClean(page)

  // The newsletter's own page stays: what it sends, how to leave, and the sign-up.
  await box.getByRole('link', { name: 'More about the newsletter' }).click()
  await expect(page).toHaveURL(new RegExp(`${paths.newsletter}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter')
  await expect(page.getByText('nothing is sent until you press the button')).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Sign up' }).getByLabel('Email address'),
  ).toBeVisible()
})

test('the sign-up on /news without scripts: posted, answered on /news, stored', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto(paths.news)
    const email = `news-nojs-${Date.now()}@example.com`
    const box = page.getByRole('region', { name: 'Sign up' })
    await box.getByLabel('Email address').fill(email)
    await box.getByRole('button', { name: 'Subscribe' }).click()
    // The answer is the news list again (its feed link), with the box saying what happened.
    await expect(page.getByRole('link', { name: 'Subscribe (Atom feed)' })).toBeVisible()
    await expect(box.getByRole('link', { name: 'More about the newsletter' })).toBeVisible()
    await expect(box.getByRole('status')).toHaveText(
      `Check your inbox to confirm: if ${email} is not subscribed yet, we have sent it a link.`,
    )
    expect(await stored(request)).toContain(email)
  } finally {
    await context.close()
  }
})
