import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'
import { ensureSampleRegistrations, signInAsNew, withE2eDb } from './desk-helpers.ts'
import { readWorkbook } from '@amrs/society-api/desk/exports/xlsx.test-utils'

// The secretariat exports the filtered list for the badge printer and the caterer, and the
// files read back with the rows the list shows.
test('export CSV and XLSX of the filtered list and read them back', async ({ page }) => {
  await ensureSampleRegistrations()
  const expected = await withE2eDb(async (db) =>
    Number(
      db.get(
        "SELECT count(*) AS n FROM conference_registrations WHERE json_extract(data, '$.affiliation_address_country') = 'KE' AND json_extract(data, '$.registration_category') = 'industry'",
      )?.n,
    ),
  )
  const origin = await signInAsNew(page, 'secretariat', 'exporter.secretariat@desk.example')
  await page.goto(`${origin}/desk/registrations?country=KE&category=industry`)
  await expect(
    page.getByText(`${expected} registration${expected === 1 ? '' : 's'}; page 1`),
  ).toBeVisible()

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV' }).click(),
  ])
  const csv = readFileSync((await csvDownload.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')
  expect(csv[0]).toMatch(/^Id,Surname,First name,Affiliation,Country,Category,/)
  expect(csv).toHaveLength(expected + 1)
  expect(csv.slice(1).every((line) => line.includes(',KE,industry,'))).toBe(true)

  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'XLSX' }).click(),
  ])
  const book = await readWorkbook(readFileSync((await xlsxDownload.path())!))
  const sheet = book.getWorksheet('Registrations')!
  expect(sheet.rowCount).toBe(expected + 1)
  expect(sheet.getRow(2).getCell(5).value).toBe('KE')
  expect(sheet.getRow(2).getCell(6).value).toBe('industry')
})
