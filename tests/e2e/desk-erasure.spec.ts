import { readFileSync } from 'node:fs'
import { expect, expectAxeClean, test } from './fixtures'
import { registration } from '@amrs/society-api/conference/registration-fixtures.test-utils'
import { signInAsNew, withE2eDb } from './desk-helpers.ts'
import { REGISTRATIONS_SEARCH, searchDeskList } from './desk-search.ts'

const EMAIL = 'desk-erase@example.test'
const PERSONAL = [EMAIL, 'Sampleerase', 'Personerase', '+233 20 000 0075', 'Sample Erase College']
// Its own reference each run, so a retry on the same server starts afresh.
const REFERENCE = `IUMRS_ICAM25ERASE${Date.now()}`

// The secretariat erases a person (docs/decisions/0075): the confirmation page says what goes and what
// stays, and afterwards their JSON export holds nothing personal while the payment remains.
test('erase a person: the export then holds nothing personal, the payment remains', async ({
  page,
}) => {
  await withE2eDb(async (db) => {
    const at = new Date().toISOString()
    const data = registration({
      email: EMAIL,
      firstname: 'Sampleerase',
      surname: 'Personerase',
      contact: '+233 20 000 0075',
      affiliation: 'Sample Erase College',
    })
    await db.write([
      {
        sql: 'INSERT OR IGNORE INTO conference_registrations (email, data, created_at, updated_at) VALUES (?, ?, ?, ?)',
        params: [EMAIL, JSON.stringify(data), at, at],
      },
      {
        sql: `INSERT OR IGNORE INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency, state, provider, channel, paid_at, created_at, updated_at)
              SELECT ?, id, email, 150, 15000, 'USD', 'success', 'manual', 'cash', ?, ?, ? FROM conference_registrations WHERE email = ?`,
        params: [REFERENCE, at, at, at, EMAIL],
      },
    ])
  })
  const origin = await signInAsNew(page, 'secretariat', 'eraser.secretariat@desk.example')
  await page.goto(`${origin}/desk/registrations`)
  await searchDeskList(page, REGISTRATIONS_SEARCH, EMAIL)
  await page.getByRole('link', { name: 'Personerase, Sampleerase' }).click()
  await page.getByRole('link', { name: 'Erase this person' }).click()

  await expect(page.getByRole('heading', { name: 'Erase this person?', level: 1 })).toBeVisible()
  await expect(page.getByText('1 payment (0 proof files)')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'What is kept, and why' })).toBeVisible()
  await expectAxeClean(page)
  await page.getByRole('checkbox', { name: /I have checked that this is the person/ }).check()
  await page.getByRole('button', { name: 'Erase this person' }).click()

  await expect(page.getByText('The person is erased.')).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Erased registration \d+$/ })).toBeVisible()
  const payments = page.getByRole('region', { name: 'Payments and receipts' })
  await expect(payments.getByRole('cell', { name: REFERENCE })).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: "Download this person's data (JSON)" }).click(),
  ])
  const text = readFileSync((await download.path())!, 'utf8')
  for (const personal of PERSONAL) expect(text, personal).not.toContain(personal)
  const data = JSON.parse(text) as {
    registration: { data: { firstname: string } }
    payments: { reference: string; amount: number; currency: string; state: string }[]
  }
  expect(data.registration.data.firstname).toBe('[erased]')
  expect(data.payments).toEqual([
    expect.objectContaining({
      reference: REFERENCE,
      amount: 150,
      currency: 'USD',
      state: 'success',
    }),
  ])
})
