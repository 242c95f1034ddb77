import { readFileSync } from 'node:fs'
import { readPdf } from '@amrs/society-api/pdf/pdf-text.test-utils'
import { paths } from '@amrs/shared/paths'
import { expect, expectAxeClean, test } from './fixtures'
import { registerViaApi } from './register-via-api'

// The whole paying journey in local mode (docs/decisions/0052, 0054): a registered delegate starts the
// payment, pays on the Paystack stand-in's checkout page (which sends its signed webhook before
// it sends the payer back), is told "Success!" and downloads the receipt: a PDF whose text holds
// the receipt's number and the amount; its page alternative is accessible.

test('pay at the checkout, verified, download the receipt (PDF) and read it', async ({
  page,
  request,
}) => {
  test.slow() // a PDF read back with pdf.js, and axe on two pages
  const email = `receipt-${Date.now()}@example.com`
  await registerViaApi(request, email) // student, regular, banquet, excursion: $250 + $50 + $100
  await page.goto(paths.conference.payment)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByRole('button', { name: 'Initialize payment' }).click()
  await expect(page.getByRole('heading', { name: 'Local checkout' })).toBeVisible()
  await expect(page.getByText('$400.00')).toBeVisible()
  await page.getByRole('button', { name: 'Complete payment' }).click()

  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible()
  const receiptLink = page.getByRole('link', { name: 'Download your receipt' })
  const href = (await receiptLink.getAttribute('href')) ?? ''
  expect(href).toMatch(/\/api\/conference\/receipts\/AMRS-\d{4}-\d{4}\?expires=\d+&signature=/)
  expect(href).not.toContain('receipt-') // no e-mail, no name in the link
  const [download] = await Promise.all([page.waitForEvent('download'), receiptLink.click()])
  const number = /AMRS-\d{4}-\d{4}/.exec(href)?.[0] ?? ''
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  const pdf = await readPdf(new Uint8Array(readFileSync((await download.path()) ?? '')))
  expect(pdf.text).toContain(number)
  expect(pdf.text).toContain('USD 400.00')
  expect(pdf.text).toContain('Kofi Boateng')

  // The webhook settled it: the page's verification found it paid without asking the provider.
  // (maxRetries: the API context's kept-alive socket may have been closed by the server meanwhile.)
  const { registration, transactions } = await (
    await request.get(`/__test/conference/registrations?email=${encodeURIComponent(email)}`, {
      maxRetries: 2,
    })
  ).json()
  expect(registration.email).toBe(email)
  expect(transactions).toEqual([
    expect.objectContaining({ state: 'success', receiptNumber: number, paidAmountMinor: 40_000 }),
  ])
  const control = await (
    await request.get(`/__test/conference/transactions/${transactions[0].reference}`, {
      maxRetries: 2,
    })
  ).json()
  expect(control.verifyCount).toBe(0)

  // The same receipt as a page: accessible, and in the CMS's words for the society.
  await page.goto(`${href}&format=html`)
  await expect(page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Fees paid' })).toContainText('USD 400.00')
  await expectAxeClean(page)
})
