import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { feedPaths, paths } from '@amrs/shared/paths'
import { useDatedServer } from './dates-server'
import { expect, expectAxeClean, test } from './fixtures'
import { e2eWorkDir } from './work-dir'

// Posts: /news and /blog, their pages, each post, the feeds, scheduled posts,
// previous slugs and the placeholder while a kind has none.
const news = {
  title: 'Sample news post: registration for IUMRS-ICAM 2025 is open',
  path: '/news/sample-news-registration-open',
  previous: '/news/sample-news-registration',
}
const blog = {
  title: 'Sample blog post: why materials research matters in Ghana',
  path: '/blog/sample-blog-why-materials-research-matters',
}
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')

const jsonLdOf = async (page: Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    ),
  )

test.describe('the seed at the test clock (2025-10-20): the news post, the blog post still scheduled', () => {
  test('/news lists its post with a feed link in the head; axe is clean', async ({ page }) => {
    const response = await page.goto(paths.news)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter')
    await expect(page.getByRole('link', { name: news.title })).toHaveAttribute('href', news.path)
    await expect(
      page.locator('link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute('href', new RegExp(`${feedPaths.news}$`))
    await expect(page.getByRole('link', { name: 'Take me back' })).toHaveCount(0)
    await expectAxeClean(page)
  })

  test('/blog, whose one post is dated later, is the placeholder; the post is a 404', async ({
    page,
    request,
  }) => {
    await page.goto(paths.blog)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await expect(page.getByRole('link', { name: 'Take me back' })).toBeVisible()
    await expect(page.getByText(blog.title)).toHaveCount(0)
    expect((await request.get(blog.path)).status()).toBe(404)
  })

  test('a news post: title, description, canonical, link preview, NewsArticle; axe is clean', async ({
    page,
  }) => {
    const response = await page.goto(news.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title)
    await expect(page).toHaveTitle(`${news.title} | AMRS-UG`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^A sample post stands here until the chapter publishes its news/,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${news.path}$`),
    )
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    // The sample cover is an SVG, which link previews do not show: the site's card stands in.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/og\/society\.png$/,
    )
    const [article] = await jsonLdOf(page)
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: news.title,
      datePublished: '2025-06-02T09:00:00Z',
      author: { '@type': 'Person', name: 'AMRS-UG Secretariat (sample)' },
    })
    // The body's link and the way back to the list.
    await expect(page.getByRole('link', { name: 'conference home' })).toHaveAttribute(
      'href',
      paths.conference.home,
    )
    await expect(page.getByRole('main').getByRole('link', { name: 'Newsletter' })).toHaveAttribute(
      'href',
      paths.news,
    )
    await expectAxeClean(page)
  })

  test('from the list to the post and back in the app', async ({ page }) => {
    await page.goto(paths.news)
    await page.getByRole('link', { name: news.title }).click()
    await expect(page).toHaveURL(new RegExp(`${news.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title)
    await expect(page).toHaveTitle(`${news.title} | AMRS-UG`)
    await page.getByRole('main').getByRole('link', { name: 'Newsletter' }).click()
    await expect(page).toHaveURL(new RegExp(`${paths.news}$`))
    await expect(page).toHaveTitle('Newsletter | AMRS-UG')
  })

  test('a previous slug redirects (301) to the current one; unknown posts and pages are 404', async ({
    request,
    page,
    allowPageErrors,
  }) => {
    const moved = await request.get(news.previous, { maxRedirects: 0 })
    expect(moved.status()).toBe(301)
    expect(moved.headers().location).toBe(news.path)
    for (const missing of [
      '/news/no-such-post',
      '/news/page/2',
      '/news/page/1',
      `/blog/${news.path.split('/')[2]}`,
    ])
      expect((await request.get(missing)).status(), missing).toBe(404)
    allowPageErrors(/status of 404/)
    await page.goto('/news/no-such-post')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test('the society bar\'s "Newsletter" and the home page\'s "Read Post" land on the lists; the newsletter page leads back', async ({
    page,
  }) => {
    await page.goto(paths.home)
    await page.getByRole('link', { name: 'Read Post' }).click()
    await expect(page).toHaveURL(new RegExp(`${paths.blog}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await page.getByRole('banner').getByRole('link', { name: 'Newsletter' }).first().click()
    await expect(page).toHaveURL(new RegExp(`${paths.news}$`))
    await expect(page.getByRole('link', { name: news.title })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'More about the newsletter' }).click()
    await expect(page).toHaveURL(new RegExp(`${paths.newsletter}$`))
    await page.getByRole('main').getByRole('link', { name: 'Read the news posts' }).click()
    await expect(page).toHaveURL(new RegExp(`${paths.news}$`))
  })

  test('the server answers the feeds: Atom, with the posts the clock has reached', async ({
    request,
  }) => {
    const response = await request.get(feedPaths.news)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/)
    const xml = await response.text()
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
    expect(xml).toContain(`<title type="text">${news.title}</title>`)
    expect(xml).toContain(`href="${new URL(news.path, response.url()).href}"`)
    const blogFeed = await (await request.get(feedPaths.blog)).text()
    expect(blogFeed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
    expect(blogFeed).not.toContain('<entry>')
  })

  test('the build (real clock) wrote both posts, the feeds, the sitemap entries and the redirect', () => {
    for (const page of [news.path, blog.path])
      expect(existsSync(path.join(distDir, page, 'index.html')), page).toBe(true)
    for (const feed of Object.values(feedPaths))
      expect(readFileSync(path.join(distDir, feed), 'utf8')).toContain('<entry>')
    const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain(`${news.path}</loc>`)
    expect(sitemap).toContain(`${blog.path}</loc>`)
    expect(readFileSync(path.join(distDir, '_redirects'), 'utf8')).toContain(
      `${news.previous}  ${news.path}  301`,
    )
  })
})

/** A news post as a seed line, `day` days into 2026 (noon UTC). */
function newsPost(n: number, day: number, extra: Record<string, unknown> = {}): string {
  const date = new Date(Date.UTC(2026, 0, day, 12)).toISOString()
  return JSON.stringify({
    _id: `post-e2e-${n}`,
    _type: 'post',
    title: `Test news ${n}`,
    slug: { _type: 'slug', current: `test-news-${n}` },
    kind: 'news',
    publishedAt: date,
    authorName: 'Test author',
    excerpt: `Excerpt of test news ${n} <with> & "marks"`,
    body: [
      {
        _type: 'block',
        _key: 'b',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 's', text: `Body of test news ${n}`, marks: [] }],
      },
    ],
    sample: true,
    ...extra,
  })
}

test.describe('twelve news posts and a scheduled one (SITE_NOW 2026-01-20)', () => {
  const server = useDatedServer('2026-01-20T00:00:00Z')
  const seedFile = () =>
    path.join(e2eWorkDir(new URL(server.baseURL).port), 'seed', 'production.ndjson')
  const articles = (page: Page) =>
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') })

  /** Eleven news posts in January 2026 and one scheduled after the clock, once per server. */
  async function addPosts() {
    if (readFileSync(seedFile(), 'utf8').includes('"post-e2e-1"')) return
    const lines = Array.from({ length: 11 }, (_, i) => newsPost(i + 1, i + 1))
    lines.push(newsPost(99, 25, { title: 'Scheduled news', scheduled: true }))
    appendFileSync(seedFile(), `${lines.join('\n')}\n`)
    await expect
      .poll(() => server.lake<number>('count(*[_type == "post" && kind == "news"])'))
      .toBeGreaterThanOrEqual(13)
  }

  test.beforeEach(addPosts)

  test('/blog lists its post, which the clock has now reached; axe is clean', async ({ page }) => {
    await page.goto(server.at(paths.blog))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await expect(page.getByRole('link', { name: blog.title })).toHaveAttribute('href', blog.path)
    await expectAxeClean(page)
  })

  test('a blog post is a BlogPosting with its body image; axe is clean', async ({ page }) => {
    const response = await page.goto(server.at(blog.path))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title)
    await expect(
      page.getByRole('img', { name: 'Sample illustration of a graphene sheet' }),
    ).toBeVisible()
    const [article] = await jsonLdOf(page)
    expect(article).toMatchObject({ '@type': 'BlogPosting', headline: blog.title })
    await expectAxeClean(page)
  })

  test('a new post reaches an open list without a reload (live), newest first', async ({
    page,
  }) => {
    const connected = page.waitForResponse((r) => r.url().includes('/data/live/events/'), {
      timeout: 15_000,
    })
    await page.goto(server.at(paths.news))
    await connected
    await expect(articles(page)).toHaveCount(10)
    await expect(articles(page).first()).toContainText('Test news 11')
    const title = `Live news ${Date.now()}`
    appendFileSync(seedFile(), `${newsPost(100 + (Date.now() % 1000), 19, { title })}\n`)
    await expect(articles(page).first()).toContainText(title, { timeout: 10_000 })
    await expect(articles(page)).toHaveCount(10)
    await expect(page.getByText('Scheduled news')).toHaveCount(0)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the page links lead to /news/page/2, which holds the rest', async ({ page }) => {
      await page.goto(server.at(paths.news))
      await expect(articles(page)).toHaveCount(10)
      const pager = page.getByRole('navigation', { name: 'Pages' })
      await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await pager.getByRole('link', { name: 'Page 2' }).click()
      await expect(page).toHaveURL(server.at('/news/page/2'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter (page 2 of 2)')
      // The oldest post ends the list.
      await expect(articles(page).last()).toContainText(news.title)
      await expect(page.getByText('Scheduled news')).toHaveCount(0)
    })
  })

  test('/news/page/2 is axe clean (axe needs scripts)', async ({ page }) => {
    const response = await page.goto(server.at('/news/page/2'))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await expectAxeClean(page)
  })

  test('the scheduled post is hidden: 404 on its page, absent from the feed', async ({
    request,
  }) => {
    expect((await request.get(server.at('/news/test-news-99'))).status()).toBe(404)
    expect((await request.get(server.at('/news/test-news-1'))).status()).toBe(200)
    const xml = await (await request.get(server.at(feedPaths.news))).text()
    expect(xml).toContain('Test news 11')
    expect(xml).not.toContain('Scheduled news')
    expect(xml).toContain('Excerpt of test news 11 &lt;with&gt; &amp; &quot;marks&quot;')
  })
})

test.describe('a dataset without posts', () => {
  const server = useDatedServer(null, { seedWithoutTypes: ['post'] })

  for (const [list, title] of [
    [paths.news, 'Newsletter'],
    [paths.blog, 'Blog'],
  ] as const) {
    test(`${list} keeps the placeholder with "Take me back"; axe is clean`, async ({ page }) => {
      const response = await page.goto(server.at(list))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByText('This page is under construction')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Take me back' })).toBeVisible()
      await expectAxeClean(page)
    })
  }

  test('the feeds stay valid with no entries', async ({ request }) => {
    const xml = await (await request.get(server.at(feedPaths.news))).text()
    expect(xml).toContain('<updated>')
    expect(xml).not.toContain('<entry>')
  })
})
