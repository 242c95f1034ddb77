import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { PDFDocument } from 'pdf-lib'
import { expect, expectAxeClean, test } from './fixtures'
import { sampleAbstractRegistration, signInAsNew, withE2eDb } from './desk-helpers.ts'
import { e2eWorkDir } from './work-dir.ts'

/** A visibly sample registration with a PDF abstract on disk, assigned to the reviewer. */
async function assignedAbstract(reviewerEmail: string, title: string) {
  const doc = await PDFDocument.create()
  doc.addPage().drawText(title, { x: 50, y: 700 })
  doc.setAuthor('Sample Author One')
  const key = `${randomUUID()}.pdf`
  const dir = path.join(e2eWorkDir(), 'data', 'abstracts')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, key), await doc.save())
  const email = `author.${randomUUID().slice(0, 8)}@institute.example.test`
  const now = new Date().toISOString()
  return withE2eDb(async (db) => {
    const [row] = await db.write([
      sampleAbstractRegistration({
        email,
        affiliation: 'Sample Institute',
        title,
        key,
        symposium: 'advanced_energy_materials',
        mode: 'poster',
        surname: 'Author One',
      }),
    ])
    const id = Number(row!.rows[0]!.id)
    await db.write([
      {
        sql: `INSERT INTO abstract_assignments (registration_id, account_id, assigned_at)
              SELECT ?, id, ? FROM desk_accounts WHERE email = ?`,
        params: [id, now, reviewerEmail],
      },
    ])
    return id
  })
}

// A reviewer on a phone: their list (blind), one abstract scored and saved (a missing field is
// answered first), another given back as a conflict of interest; axe clean, no sideways scroll,
// controls at least 44 px.
test('a reviewer scores an abstract on a phone and declares a conflict on another', async ({
  page,
  allowPageErrors,
}) => {
  // The refused form answers 422 with the page again (the browser logs the status).
  allowPageErrors(/status of 422/)
  await page.setViewportSize({ width: 390, height: 844 })
  const run = Date.now().toString(36)
  const email = `reviewer.${run}@desk.example`
  await signInAsNew(page, 'reviewer', email)
  const scored = await assignedAbstract(email, `Sample perovskite films ${run}`)
  const conflicted = await assignedAbstract(email, `Sample ceramic membranes ${run}`)

  await page
    .getByRole('navigation', { name: 'Desk' })
    .getByRole('link', { name: 'Reviews' })
    .click()
  await expect(page.getByRole('heading', { name: 'Your abstracts to review' })).toBeVisible()
  await expect(
    page.getByText('2 abstracts are assigned to you; you have reviewed 0.'),
  ).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Sample Author One')
  await expect(page.getByRole('main')).not.toContainText('Sample Institute')
  await expectAxeClean(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await page.getByRole('link', { name: `No. ${scored}: Sample perovskite films ${run}` }).click()
  await expect(page.getByRole('heading', { name: `Abstract No. ${scored}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /Download the abstract \(PDF/ })).toBeVisible()
  await page.getByRole('button', { name: 'Save review' }).click()
  await expect(page.getByRole('alert')).toContainText('The review is not saved: 5 fields need')
  await expect(page.getByText('Give a score for Originality.')).toBeVisible()

  const group = (name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) })
  await group('Originality').getByRole('radio', { name: '4' }).check()
  await group('Relevance to the symposium').getByRole('radio', { name: '5' }).check()
  await group('Clarity').getByRole('radio', { name: '3' }).check()
  await group('Recommendation').getByRole('radio', { name: 'Accept as a poster' }).check()
  await page
    .getByRole('textbox', { name: /Comment to the authors/ })
    .fill('Clear; say more on stability.')
  await page.getByRole('textbox', { name: /Comment to the committee/ }).fill('A good poster.')
  // Every control of the page's forms is a 44 px target on the phone.
  const small = await page
    .locator('main button, main textarea, main .scale label, main a.button-link')
    .evaluateAll(
      (els) =>
        els.map((e) => e.getBoundingClientRect()).filter((r) => r.height < 44 || r.width < 44)
          .length,
    )
  expect(small).toBe(0)
  await expectAxeClean(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('button', { name: 'Save review' }).click()

  await expect(page.getByRole('status')).toHaveText('Your review is saved.')
  await expect(group('Originality').getByRole('radio', { name: '4' })).toBeChecked()
  await expect(
    group('Recommendation').getByRole('radio', { name: 'Accept as a poster' }),
  ).toBeChecked()
  await expect(page.getByRole('textbox', { name: /Comment to the authors/ })).toHaveValue(
    'Clear; say more on stability.',
  )

  await page.getByRole('link', { name: 'All your abstracts' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: `No. ${scored}:` })).toContainText(
    'Reviewed: accept as a poster',
  )
  await page
    .getByRole('link', { name: `No. ${conflicted}: Sample ceramic membranes ${run}` })
    .click()
  await page.getByRole('button', { name: 'Declare a conflict of interest' }).click()
  await expect(page.getByRole('status')).toContainText('Conflict declared')
  await expect(page.getByText('1 abstract is assigned to you; you have reviewed 1.')).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`No. ${conflicted}:`) })).toHaveCount(0)
})
