import { readFileSync } from 'node:fs'
import { expect, expectAxeClean, test } from './fixtures'
import { signInAsNew, withE2eDb } from './desk-helpers.ts'
import { REGISTRATIONS_SEARCH, searchDeskList } from './desk-search.ts'
import { mailFor } from './mailbox.ts'

// A message may wait its turn in the suite's outbox (tests/e2e/mailbox.ts, MAIL_WAIT_MS).
test.describe.configure({ timeout: 240_000 })

// A bank transfer recorded on the desk: marked manual, its receipt issued, downloadable and
// mailed (in the local mailbox with the PDF attached); the "messages sent" panel resends it.
test('record a bank transfer; the receipt follows, by mail too', async ({ page, request }) => {
  const email = 'desk-transfer@example.test'
  await withE2eDb(async (db) => {
    const at = new Date().toISOString()
    const data = {
      registration_category: 'student',
      registration_timeframe: 'regular',
      firstname: 'Sample',
      surname: 'Transfer',
      location: 'Accra',
      email,
      contact: '+233 20 000 0001',
      affiliation: 'Sample University',
      affiliation_address_street: '1 Sample Road',
      affiliation_address_city: 'Legon',
      affiliation_address_country: 'GH',
      abstract_required: false,
      presentational_mode: 'in-attendance',
      symposium_type: 'advanced_energy_materials',
      banquet: false,
      excursion: false,
      is_workshop: false,
    }
    await db.write([
      {
        sql: 'INSERT OR IGNORE INTO conference_registrations (email, data, created_at, updated_at) VALUES (?, ?, ?, ?)',
        params: [email, JSON.stringify(data), at, at],
      },
    ])
  })
  const origin = await signInAsNew(page, 'staff', 'transfer.staff@desk.example')
  await page.goto(`${origin}/desk/registrations`)
  await searchDeskList(page, REGISTRATIONS_SEARCH, email)
  await page.getByRole('link', { name: 'Transfer, Sample' }).click()
  await page.getByLabel('Method').selectOption('bank_transfer')
  await page.getByLabel('Amount', { exact: true }).fill('150')
  await page.getByLabel('Currency').selectOption('USD')
  await page.getByLabel('Date received').fill('2025-10-18')
  await page.getByLabel("Note (e.g. the bank's reference)").fill('GCB 7781')
  await page.getByLabel('Proof (PDF, JPEG or PNG; optional)').setInputFiles({
    name: 'slip.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  })
  await page.getByRole('button', { name: 'Record payment and issue receipt' }).click()
  await expect(page.getByText('Payment recorded as manual; its receipt is issued.')).toBeVisible()
  const payments = page.getByRole('region', { name: 'Payments and receipts' })
  await expect(payments.getByRole('cell', { name: 'manual (bank_transfer)' })).toBeVisible()
  await expect(payments.getByRole('cell', { name: /^150 USD$/ })).toBeVisible()
  await expectAxeClean(page)
  const receiptLink = payments.getByRole('link', { name: /^AMRS-\d{4}-\d{4}$/ })
  const number = (await receiptLink.textContent())!.trim()
  const [download] = await Promise.all([page.waitForEvent('download'), receiptLink.click()])
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  const bytes = readFileSync((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')

  const [mailed] = await mailFor(request, email, 1)
  expect(mailed!.mail.subject).toBe(`Payment confirmed: receipt ${number}`)
  expect(mailed!.mail.attachments).toMatchObject([
    { filename: `${number}.pdf`, contentType: 'application/pdf' },
  ])
  await page.reload()
  const sent = page.getByRole('region', { name: 'Messages sent' })
  await expect(sent.getByRole('cell', { name: 'Payment confirmed', exact: true })).toBeVisible()
  await sent.getByRole('button', { name: /^Resend “Payment confirmed”/ }).click()
  await expect(page.getByText('A copy of the message is on its way.')).toBeVisible()
  const copies = await mailFor(request, email, 2)
  expect(copies.map((m) => m.mail.subject)).toEqual([
    `Payment confirmed: receipt ${number}`,
    `Payment confirmed: receipt ${number}`,
  ])
})
