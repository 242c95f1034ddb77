import { readFileSync } from 'node:fs'
import { readPdf } from '@amrs/society-api/pdf/pdf-text.test-utils'
import { expect, expectAxeClean, test } from './fixtures'
import { ensureSampleRegistrations, signInAsNew, withE2eDb } from './desk-helpers.ts'

// Staff print the badges of those paid since a day (an A4 sheet), and reprint one delegate's.
test('badges for "paid since" as an A4 sheet, and one reprint, read back', async ({ page }) => {
  await ensureSampleRegistrations()
  // One sample delegate paid "on 2 January 2030": a day no other payment of the run reaches.
  const { id, name } = await withE2eDb(async (db) => {
    const row = db.get(
      `SELECT r.id, json_extract(r.data, '$.firstname') || ' ' || json_extract(r.data, '$.surname') AS name
       FROM conference_registrations r WHERE r.email = 'sample-00005@example.test'`,
    )!
    await db.write([
      {
        sql: `UPDATE conference_transactions SET paid_at = '2030-01-02T10:00:00.000Z' WHERE email = 'sample-00005@example.test' AND state = 'success'`,
      },
    ])
    return { id: Number(row.id), name: String(row.name) }
  })
  const origin = await signInAsNew(page, 'staff', 'badges.staff@desk.example')
  await page.goto(`${origin}/desk/registrations?paid_since=2030-01-01`)
  await expect(page.getByText('1 registration; page 1 of 1.')).toBeVisible()
  await page.getByRole('link', { name: 'Badges for these' }).click()
  await expect(page.getByRole('heading', { name: 'Badges', level: 1 })).toBeVisible()
  await expect(page.getByText('1 paid registration matches the filters')).toBeVisible()
  await expectAxeClean(page)

  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download 1 badge: A4 sheets of four' }).click(),
  ])
  expect(sheet.suggestedFilename()).toMatch(/^badges-a4-\d{4}-\d{2}-\d{2}\.pdf$/)
  const a4 = await readPdf(readFileSync((await sheet.path())!))
  expect(a4.pages).toBe(1)
  expect(a4.text).toContain(name)
  expect(a4.text).toContain('Delegate')

  await page.goto(`${origin}/desk/registrations/${id}`)
  const [reprint] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'A6 PDF' }).click(),
  ])
  expect(reprint.suggestedFilename()).toMatch(new RegExp(`^badge-${id}-a6-`))
  const a6 = await readPdf(readFileSync((await reprint.path())!))
  expect(a6.pages).toBe(1)
  expect(a6.text).toContain(name)
})
