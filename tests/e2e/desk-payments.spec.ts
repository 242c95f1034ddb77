import { readFileSync } from 'node:fs'
import { expect, expectAxeClean, test } from './fixtures'
import { signInAsNew, withE2eDb } from './desk-helpers.ts'
import { REGISTRATIONS_SEARCH, searchDeskList } from './desk-search.ts'
import { mailFor } from './mailbox.ts'

// A message may wait its turn in the suite's outbox (tests/e2e/mailbox.ts, MAIL_WAIT_MS).
test.describe.configure({ timeout: 240_000 })

/**
 * The statement that adds a student's registration at the regular rate (USD 250.00, no extras)
 * for Sample <surname> to the suite's database, unless it is there already.
 */
function sampleRegistration(email: string, surname: string, contact: string, at: string) {
  const data = {
    registration_category: 'student',
    registration_timeframe: 'regular',
    firstname: 'Sample',
    surname,
    location: 'Accra',
    email,
    contact,
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
  return {
    sql: 'INSERT OR IGNORE INTO conference_registrations (email, data, created_at, updated_at) VALUES (?, ?, ?, ?)',
    params: [email, JSON.stringify(data), at, at],
  }
}

// A bank transfer recorded on the desk: marked manual, its receipt issued, downloadable and
// mailed (in the local mailbox with the PDF attached); the "messages sent" panel resends it.
test('record a bank transfer; the receipt follows, by mail too', async ({ page, request }) => {
  const email = 'desk-transfer@example.test'
  await withE2eDb(async (db) => {
    const at = new Date().toISOString()
    await db.write([sampleRegistration(email, 'Transfer', '+233 20 000 0001', at)])
  })
  const origin = await signInAsNew(page, 'staff', 'transfer.staff@desk.example')
  await page.goto(`${origin}/desk/registrations`)
  await searchDeskList(page, REGISTRATIONS_SEARCH, email)
  await page.getByRole('link', { name: 'Transfer, Sample' }).click()
  // No fee recorded yet: the payment page looks it up (student, regular: USD 250.00) and offers it.
  await page.getByRole('link', { name: 'Look up what is owed and record a payment' }).click()
  await expect(page.getByText('Balance: USD 250.00 owed.')).toBeVisible()
  await page.getByLabel('Method').selectOption('bank_transfer')
  await expect(page.getByLabel('Amount (USD, the fee’s currency)')).toHaveValue('250')
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
  await expect(payments.getByRole('cell', { name: /^250 USD$/ })).toBeVisible()
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

// A refund asks first (a page saying how much, to whom and the state after; a second POST, no
// script needed), then the list shows the registration as refunded (docs/decisions/0095).
test('a refund is confirmed before it is recorded; the list then says refunded', async ({
  page,
}) => {
  // Its own registration each run (a retry finds the first run's refunded already).
  const run = Date.now().toString(36).toUpperCase()
  const email = `desk-refund-${run.toLowerCase()}@example.test`
  const reference = `IUMRS_ICAM25E2E${run}`
  await withE2eDb(async (db) => {
    const at = new Date().toISOString()
    await db.write([
      sampleRegistration(email, 'Refunded', '+233 20 000 0002', at),
      {
        sql: `INSERT OR IGNORE INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency,
                state, provider, channel, paid_amount_minor, paid_currency, paid_at, created_at, updated_at)
              SELECT ?, id, email, 250, 25000, 'USD', 'success', 'paystack', 'card', 25000, 'USD', ?, ?, ?
              FROM conference_registrations WHERE email = ?`,
        params: [reference, at, at, at, email],
      },
    ])
  })
  const origin = await signInAsNew(page, 'staff', 'refund.staff@desk.example')
  await page.goto(`${origin}/desk/registrations`)
  await searchDeskList(page, REGISTRATIONS_SEARCH, reference.replace('_', '-'))
  const row = page.getByRole('row', { name: /Refunded, Sample/ })
  await expect(row.getByRole('cell', { name: 'paid', exact: true })).toBeVisible()
  await row.getByRole('link', { name: 'Refunded, Sample' }).click()
  const id = new URL(page.url()).pathname.split('/').at(-1)!
  await page.getByLabel('Payment refunded').selectOption(reference)
  await page.getByLabel('Amount refunded').fill('250')
  await page.getByLabel('Reason').fill('Visa refused')
  await page.getByRole('button', { name: 'Review the refund' }).click()
  await expect(page.getByRole('status')).toHaveText('Nothing is recorded yet.')
  await expect(page.getByText(`Sample Refunded (${email})`)).toBeVisible()
  await expect(page.getByText('USD 250.00', { exact: true })).toBeVisible()
  await expect(page.getByText('refunded', { exact: true })).toBeVisible()
  await expectAxeClean(page)
  await page.getByRole('button', { name: 'Record the refund and issue the credit note' }).click()
  await expect(page.getByText('Refund recorded; its credit note is issued.')).toBeVisible()
  await page.goto(`${origin}/desk/registrations?payment=refunded&sort=number&dir=desc`)
  await expect(
    page
      .getByRole('row', { name: new RegExp(`^${id} Refunded, Sample`) })
      .getByRole('cell', { name: 'refunded', exact: true }),
  ).toBeVisible()
})
