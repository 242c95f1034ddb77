import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { JSDOM } from 'jsdom'
import { documentTitle, isPattern, routeTable, type RouteRow } from '@amrs/shared/routes'
import { paths } from '@amrs/shared/paths'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { lake } from './conference-lake'
import { expect, test } from './fixtures'

// The built site as a static host serves it: read from dist/ without a browser.
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')

function pageFile(route: string): string {
  return path.join(distDir, ...route.split('/').filter(Boolean), 'index.html')
}

function readPage(route: string): Document {
  return new JSDOM(readFileSync(pageFile(route), 'utf8')).window.document
}

const meta = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.getAttribute('content') ?? null

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Visible text: what a visitor without JavaScript reads. */
const textOf = (doc: Document) =>
  (doc.querySelector('#root')?.textContent ?? '').replace(/\s+/g, ' ').trim()

test.describe('prerendered pages in dist/', () => {
  // Parameterised routes (posts, list pages) have their paths from content: posts.spec.ts.
  for (const route of routeTable.filter((r) => !isPattern(r))) {
    test(`${route.path}: its own heading, title, description, canonical and social card`, () => {
      const doc = readPage(route.path)
      const headings = doc.querySelectorAll('main h1')
      expect(headings, 'exactly one <h1> in <main>').toHaveLength(1)
      expect(headings[0]?.textContent?.trim()).not.toBe('')
      expect(doc.title).toBe(documentTitle(route))
      expect(meta(doc, 'meta[name="description"]')).toBe(route.description)
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? ''
      expect(new URL(canonical).pathname).toBe(route.path)
      expect(meta(doc, 'meta[property="og:title"]')).toBe(documentTitle(route))
      expect(meta(doc, 'meta[property="og:url"]')).toBe(canonical)
      expect(meta(doc, 'meta[property="og:locale"]')).toBe('en_GB') // British English, lang="en"
      expect(doc.documentElement.lang).toBe('en')
      expect(meta(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image')
      const image = meta(doc, 'meta[property="og:image"]') ?? ''
      expect(image).toMatch(/\.png$/)
      const imageFile = path.join(distDir, new URL(image).pathname)
      expect(existsSync(imageFile), imageFile).toBe(true)
      expect(pngSize(imageFile)).toEqual({ width: 1200, height: 630 })
      expect(meta(doc, 'meta[property="og:image:width"]')).toBe('1200')
      expect(meta(doc, 'meta[property="og:image:height"]')).toBe('630')
      expect(meta(doc, 'meta[property="og:image:alt"]')).toBeTruthy()
      // The content the page was rendered with travels along as data, not as a script.
      const data = doc.getElementById('page-data')
      expect(data?.getAttribute('type')).toBe('application/json')
      if (route.kind === 'content') expect(textOf(doc).length).toBeGreaterThan(200)
      // Nothing says "Loading…" in a prerendered content page.
      if (route.kind === 'content') expect(textOf(doc)).not.toContain('Loading')
    })
  }

  const page = (p: string) => routeTable.find((r) => r.path === p) as RouteRow

  for (const route of [
    paths.home,
    paths.conference.home,
    paths.conference.registration,
    paths.conference.venue,
  ]) {
    test(`${route}: the hero image is preloaded with high priority, the route's code left to the loader`, () => {
      const doc = readPage(route)
      const preload = doc.querySelector('link[rel="preload"][as="image"]')
      expect(preload?.getAttribute('fetchpriority')).toBe('high')
      const hero = doc.querySelector('img[fetchpriority="high"]')
      expect(hero?.getAttribute('srcset')).toBeTruthy()
      expect(preload?.getAttribute('imagesrcset')).toBe(hero?.getAttribute('srcset'))
      expect(preload?.getAttribute('imagesizes')).toBe(hero?.getAttribute('sizes'))
      const head = doc.head.innerHTML
      expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('rel="stylesheet"'))
      // Only the framework chunk is fetched from the start; no script runs before the first
      // paint: the inline loader names the entry and the route's chunks and adds them after it.
      expect(doc.querySelectorAll('script[src]')).toHaveLength(0)
      const framework = [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      )
      expect(framework).toEqual([expect.stringMatching(/^\/assets\/vendor-[\w-]+\.js$/)])
      const loader = doc.querySelector('script[data-entry]')
      const files = [
        ...framework,
        loader?.getAttribute('data-entry'),
        ...(loader?.getAttribute('data-chunks') ?? '').split(' '),
      ]
      expect(files.length).toBeGreaterThan(4)
      expect(new Set(files).size).toBe(files.length)
      for (const href of files) expect(existsSync(path.join(distDir, href ?? ''))).toBe(true)
    })
  }

  test('accommodation holds every hotel from the CMS', async ({ request }) => {
    const hotels = await lake<string[]>(request, '*[_type == "hotel"] | order(order asc).name')
    expect(hotels).toHaveLength(10)
    const text = textOf(readPage(page(paths.conference.accommodation).path))
    for (const name of hotels) expect(text).toContain(name)
  })

  test('the organising committee holds its 22 names', async ({ request }) => {
    const names = await lake<string[]>(
      request,
      '*[_type == "committeeMember" && committee == "organising"].name',
    )
    expect(names).toHaveLength(22)
    const text = textOf(readPage(paths.conference.organisingCommittee))
    for (const name of names) expect(text).toContain(name)
  })

  test('the registration fee page holds the fee table (late industry fee 600)', () => {
    const doc = readPage(paths.conference.registrationFee)
    const table = doc.querySelector('table')
    expect(table?.textContent).toContain('600')
    expect(table?.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(3)
  })

  test("the chief patron's page holds the welcome address", async ({ request }) => {
    const first = await lake<string>(
      request,
      '*[_type == "chiefPatron"][0].welcomeAddress[style == "normal"][0].children[0].text',
    )
    expect(first.length).toBeGreaterThan(40)
    expect(textOf(readPage(paths.chiefPatron))).toContain(first)
  })

  test('the not-found page is 404.html, with the site header and a way home', () => {
    const doc = new JSDOM(readFileSync(path.join(distDir, '404.html'), 'utf8')).window.document
    expect(doc.querySelector('main h1')?.textContent).toBe('Page not found')
    expect(doc.querySelector('header nav')).not.toBeNull()
    expect(doc.querySelector('footer')).not.toBeNull()
    expect(meta(doc, 'meta[name="robots"]')).toBe('noindex')
  })

  test('sitemap.xml lists every public route; robots.txt names it', () => {
    const sitemap = readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8')
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    // A parameterised route's paths from content: the seed's posts (no list has a page 2), the
    // programme's days and its talks (a removed talk's page is not listed).
    const posts = locs.filter((loc) => /^\/(news|blog)\/./.test(loc))
    expect(posts.sort()).toEqual([
      '/blog/sample-blog-why-materials-research-matters',
      '/news/sample-news-registration-open',
    ])
    const days = locs.filter((loc) => loc.startsWith(`${programmePaths.programme}/day/`))
    expect(days).toHaveLength(6)
    const talks = locs.filter((loc) => /^\/iumrs-icam25\/programme\/[a-z][\w-]*$/.test(loc))
    expect(talks).toContain(programmePaths.talk('a3-01'))
    expect(talks).not.toContain(programmePaths.talk('c3-02'))
    expect(talks).not.toContain(programmePaths.mine)
    expect(talks).toHaveLength(167)
    const listed = [...posts, ...days, ...talks]
    expect(locs.filter((loc) => !listed.includes(loc)).sort()).toEqual(
      routeTable
        .filter((r) => !r.private && !isPattern(r))
        .map((r) => r.path)
        .sort(),
    )
    const robots = readFileSync(path.join(distDir, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
    // The secretariat's desk is never crawled.
    expect(robots).toMatch(/^Disallow: \/desk$/m)
  })

  test('_headers carries the CSP of the Node server; _redirects the spelling aliases', async ({
    request,
  }) => {
    const headers = readFileSync(path.join(distDir, '_headers'), 'utf8')
    const served = (await request.get('/')).headers()['content-security-policy']
    expect(served).toBeTruthy()
    expect(headers).toContain(`Content-Security-Policy: ${served}`)
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/)
    const redirects = readFileSync(path.join(distDir, '_redirects'), 'utf8')
    expect(redirects).toContain('/iumrs-icam25/accommodation  /iumrs-icam25/accomodation  301')
  })

  test('the programme: its days, talks, calendars and change feed are files; a removed talk is 410', () => {
    for (const file of [
      `${programmePaths.day('2025-12-10')}/index.html`,
      `${programmePaths.talk('a3-01')}/index.html`,
      `${programmePaths.talk('c3-02')}/index.html`,
      programmePaths.calendar,
      programmePaths.talkCalendar('a3-01'),
      programmePaths.sessionCalendar('session-a3'),
      programmePaths.changesFeed,
    ])
      expect(existsSync(path.join(distDir, file)), file).toBe(true)
    expect(textOf(readPage(programmePaths.talk('c3-02')))).toContain(
      'This talk was removed from the programme',
    )
    const redirects = readFileSync(path.join(distDir, '_redirects'), 'utf8')
    const removed = programmePaths.talk('c3-02')
    expect(redirects).toContain(`${removed}  ${removed}/index.html  410!`)
    const headers = readFileSync(path.join(distDir, '_headers'), 'utf8')
    expect(headers).toContain(
      `${programmePaths.calendar}\n  Content-Type: text/calendar; charset=utf-8`,
    )
    expect(headers).toContain(
      `${programmePaths.changesFeed}\n  Content-Type: application/atom+xml; charset=utf-8`,
    )
  })
})

test.describe('structured data', () => {
  const jsonLd = (route: string) =>
    [...readPage(route).querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    )

  for (const route of [paths.conference.home, paths.conference.winterSchool]) {
    test(`${route} carries a schema.org Event`, () => {
      const [event] = jsonLd(route)
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
        organizer: { '@type': 'Organization' },
      })
      for (const field of ['name', 'startDate', 'endDate'])
        expect(event?.[field], field).toEqual(expect.any(String))
      expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}/)
    })
  }

  test('the conference Event offers the CMS fees', async ({ request }) => {
    const [event] = jsonLd(paths.conference.home)
    const fees = await lake<number[]>(
      request,
      '*[_type == "registrationFeePeriod"] | order(order asc){student, academia, industry}',
    )
    const prices = (event?.offers as Array<{ price: number }>).map((o) => o.price).sort()
    expect(prices).toEqual(
      fees.flatMap((f) => Object.values(f as unknown as Record<string, number>)).sort(),
    )
  })

  test('the society home carries an Organization', () => {
    const [organization] = jsonLd(paths.home)
    expect(organization).toMatchObject({ '@type': 'Organization' })
    // the seed's social links are a sample and a bare https://www.linkedin.com/: no profile
    expect(organization).not.toHaveProperty('sameAs')
  })

  test('the winter school is attended on site: no virtual location, so not a mixed event', () => {
    const [event] = jsonLd(paths.conference.winterSchool)
    expect(event?.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(JSON.stringify(event)).not.toContain('VirtualLocation')
  })
})
