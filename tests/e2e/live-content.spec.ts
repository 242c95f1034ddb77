import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { lake } from './conference-lake'
import { editSeedDocument } from './seed-edit'

// These tests edit the server's seed copy, so they run one after the other.
test.describe.configure({ mode: 'serial' })

/**
 * Opens a page and waits until its live-event stream is connected (it starts when the browser
 * is idle after load), so an edit made next cannot slip in before the page listens.
 */
async function gotoLive(page: Page, path: string) {
  const connected = page.waitForResponse((r) => r.url().includes('/data/live/events/'), {
    timeout: 15_000,
  })
  await page.goto(path)
  await connected
}

const editSiteSettings = (edit: (doc: Record<string, unknown>) => void) =>
  editSeedDocument('siteSettings', edit)

test('an edit to the dataset reaches an open page without a reload', async ({ page }) => {
  await gotoLive(page, '/news')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('2023')
  const marker = `© 2023 Live edit ${Date.now()}`
  const started = Date.now()
  const restore = await editSiteSettings((doc) => (doc.copyrightLine = marker))
  try {
    await expect(footer).toContainText(marker, { timeout: 5000 })
    console.log(`live update reached the page in ${Date.now() - started} ms`)
  } finally {
    await restore()
  }
  await expect(footer).not.toContainText(marker, { timeout: 5000 })
})

test('when the content lake is unreachable, the page keeps its content and says so quietly', async ({
  page,
}) => {
  await gotoLive(page, '/news')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('2023')
  await page.route('**/data/query/**', (route) => route.abort('connectionrefused'))
  const restore = await editSiteSettings((doc) => (doc.copyrightLine = '© 2023 never seen'))
  try {
    await expect(page.getByRole('status').filter({ hasText: 'may be out of date' })).toBeVisible({
      timeout: 10_000,
    })
    await expect(footer).toContainText('2023')
    await expect(footer).not.toContainText('never seen')
  } finally {
    await restore()
  }
})

test('after a seed edit, the next plain GET of the page has the new text in its HTML', async ({
  request,
}) => {
  const [hotel] = await lake<Array<{ _id: string; name: string }>>(
    request,
    '*[_type == "hotel"] | order(order asc)[0...1]{_id, name}',
  )
  if (!hotel) throw new Error('no hotel in the seed')
  const before = await (await request.get('/iumrs-icam25/accomodation')).text()
  expect(before).toContain(hotel.name)
  const marker = `Hotel renamed ${Date.now()}`
  const started = Date.now()
  const restore = await editSeedDocument(hotel._id, (doc) => (doc.name = marker))
  try {
    await expect
      .poll(async () => (await request.get('/iumrs-icam25/accomodation')).text(), {
        timeout: 5000,
        intervals: [50, 100, 200],
      })
      .toContain(marker)
    console.log(`seed edit reached the server's HTML in ${Date.now() - started} ms`)
  } finally {
    await restore()
  }
  await expect
    .poll(async () => (await request.get('/iumrs-icam25/accomodation')).text(), { timeout: 5000 })
    .not.toContain(marker)
})

test('a prerendered page updates live after hydration', async ({ page, request }) => {
  const [hotel] = await lake<Array<{ _id: string; name: string }>>(
    request,
    '*[_type == "hotel"] | order(order asc)[0...1]{_id, name}',
  )
  if (!hotel) throw new Error('no hotel in the seed')
  await gotoLive(page, '/iumrs-icam25/accomodation')
  await expect(page.getByRole('heading', { name: hotel.name })).toBeVisible()
  const marker = `Live hotel ${Date.now()}`
  const restore = await editSeedDocument(hotel._id, (doc) => (doc.name = marker))
  try {
    await expect(page.getByRole('heading', { name: marker })).toBeVisible({ timeout: 5000 })
  } finally {
    await restore()
  }
  // The next test reads the hotel's name: the lake must have reloaded the restored seed first.
  await expect
    .poll(() => lake<string>(request, `*[_id == "${hotel._id}"][0].name`), { timeout: 10_000 })
    .toBe(hotel.name)
})

test('a hotel edit reaches the accommodation page within 2 s; the fee page fetches nothing', async ({
  browser,
  request,
}) => {
  const [hotel] = await lake<Array<{ _id: string; name: string }>>(
    request,
    '*[_type == "hotel"] | order(order asc)[0...1]{_id, name}',
  )
  if (!hotel) throw new Error('no hotel in the seed')
  const context = await browser.newContext()
  const accommodation = await context.newPage()
  const fees = await context.newPage()
  // Both pages hold their live-event connection before the edit.
  await gotoLive(accommodation, '/iumrs-icam25/accomodation')
  await gotoLive(fees, '/iumrs-icam25/registration-fee')
  await expect(accommodation.getByRole('heading', { name: hotel.name })).toBeVisible()
  await expect(fees.getByRole('table')).toBeVisible()
  await fees.waitForLoadState('networkidle')
  const feeQueries: string[] = []
  fees.on('request', (r) => {
    if (r.url().includes('/data/query/')) feeQueries.push(r.url())
  })
  const marker = `Hotel live ${Date.now()}`
  const started = Date.now()
  const restore = await editSeedDocument(hotel._id, (doc) => (doc.name = marker))
  try {
    await expect(accommodation.getByRole('heading', { name: marker })).toBeVisible({
      timeout: 2000,
    })
    console.log(`hotel edit reached the open page in ${Date.now() - started} ms`)
    // Give the fee page time to react if it were going to.
    await fees.waitForTimeout(1000)
    expect(feeQueries).toEqual([])
  } finally {
    await restore()
    await context.close()
  }
})
