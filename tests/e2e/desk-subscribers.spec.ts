import { readFileSync } from 'node:fs'
import { expect, expectAxeClean, test } from './fixtures'
import { signInAsNew } from './desk-helpers.ts'
import { expectNoTypedText, searchDeskList } from './desk-search.ts'
import { readWorkbook } from '@amrs/society-api/desk/exports/xlsx.test-utils'

// The secretariat finds newsletter subscribers with their confirmation state and exports them;
// the files read back with the rows the page shows.
test('subscribers with their state, exported as CSV and XLSX, at 390 px, axe clean', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36)
  const emails = [1, 2].map((n) => `subscriber-${run}-${n}@example.test`)
  for (const email of emails)
    expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201)
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsNew(page, 'secretariat', `subscribers.${run}@desk.example`)
  await page.getByRole('link', { name: 'Subscribers' }).first().click()
  await page.getByLabel('Search (e-mail)').fill(`subscriber-${run}`)
  await page.getByLabel('State').selectOption('unconfirmed')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('2 subscribers; page 1 of 1')).toBeVisible()
  // The search was a POST: the URL names it by a handle, beside the state; the box keeps the text.
  expectNoTypedText(page.url(), `subscriber-${run}`)
  expect(new URL(page.url()).searchParams.get('state')).toBe('unconfirmed')
  await expect(page.getByLabel('Search (e-mail)')).toHaveValue(`subscriber-${run}`)
  for (const email of emails)
    await expect(page.getByRole('row', { name: new RegExp(`${email} unconfirmed`) })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectAxeClean(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV' }).click(),
  ])
  const csv = readFileSync((await csvDownload.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
  expect(csv[0]).toBe('E-mail,State,Subscribed,Confirmed,Unsubscribed')
  expect(
    csv
      .slice(1)
      .map((line) => line.split(',').slice(0, 2).join(','))
      .sort(),
  ).toEqual(emails.map((email) => `${email},unconfirmed`))

  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'XLSX' }).click(),
  ])
  const book = await readWorkbook(readFileSync((await xlsxDownload.path())!))
  const sheet = book.getWorksheet('Newsletter subscribers')!
  expect(sheet.rowCount).toBe(3)
  const rows = [2, 3].map(
    (r) => `${sheet.getRow(r).getCell(1).value},${sheet.getRow(r).getCell(2).value}`,
  )
  expect(rows.sort()).toEqual(emails.map((email) => `${email},unconfirmed`))
})

// Without JavaScript the search is the same plain form: a POST, a 303, a list by its handle.
test('without JavaScript: search the members and subscribers, the URL holds no typed text', async ({
  browser,
  request,
}) => {
  const run = Date.now().toString(36)
  const email = `nojs-subscriber-${run}@example.test`
  expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await signInAsNew(page, 'secretariat', `nojs.${run}@desk.example`)
    await page.getByRole('link', { name: 'Subscribers' }).first().click()
    await searchDeskList(page, 'Search (e-mail)', email)
    await expect(page.getByText('1 subscriber; page 1 of 1')).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(`${email} unconfirmed`) })).toBeVisible()
    // An empty box clears the search.
    await page.getByLabel('Search (e-mail)').fill('')
    await page.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(/\/desk\/subscribers$/)
    await page.getByRole('link', { name: 'Members' }).first().click()
    await searchDeskList(page, 'Search (name, e-mail)', 'Nobody Sample-Member')
    await expect(page.getByText('0 members; page 1 of 1')).toBeVisible()
  } finally {
    await context.close()
  }
})
