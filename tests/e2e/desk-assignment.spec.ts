import { expect, expectAxeClean, test } from './fixtures'
import { sampleAbstractRegistration, signInAsNew, withE2eDb } from './desk-helpers.ts'

const SYMPOSIUM = 'advanced_geosciences_and_technology'
const SYMPOSIUM_NAME = 'Advanced geosciences and technology'

/** A visibly sample registration with an abstract file in this spec's symposium. */
const withAbstract = (email: string, affiliation: string, title: string) =>
  sampleAbstractRegistration({
    email,
    affiliation,
    title,
    key: `00000000-0000-4000-8000-${Date.now().toString().slice(-12).padStart(12, '0')}.pdf`,
    symposium: SYMPOSIUM,
    mode: 'oral',
  })

// The secretariat gives a reviewer a symposium and an affiliation, previews an automatic run
// (one abstract proposed, the other impossible: same affiliation), saves it and sees each
// abstract with its reviewers; axe clean at 1280 and 390 px.
test('the secretariat assigns abstracts to a reviewer: symposia, preview, save', async ({
  page,
}) => {
  const run = Date.now().toString(36)
  const reviewer = `reviewer.${run}@desk.example`
  const institute = `Sample Institute ${run}`
  const [free, conflicted] = await withE2eDb(async (db) => {
    const results = await db.write([
      // A retry on the same server: the earlier try's reviewers leave this symposium.
      {
        sql: `DELETE FROM desk_reviewer_symposia WHERE symposium = ? AND account_id IN
                (SELECT id FROM desk_accounts WHERE email LIKE 'reviewer.%@desk.example')`,
        params: [SYMPOSIUM],
      },
      {
        sql: `INSERT INTO desk_accounts (email, role, created_at) VALUES (?, 'reviewer', ?)`,
        params: [reviewer, new Date().toISOString()],
      },
      withAbstract(`author-a.${run}@uni.example.test`, 'Sample University', `Rocks ${run}`),
      withAbstract(`author-b.${run}@lab.example.test`, institute, `Soils ${run}`),
    ])
    return [Number(results[2]!.rows[0]!.id), Number(results[3]!.rows[0]!.id)]
  })

  await signInAsNew(page, 'secretariat', `assign.${run}@desk.example`)
  const nav = page.getByRole('navigation', { name: 'Desk' })
  await nav.getByRole('link', { name: 'Accounts' }).click()
  await page.getByRole('link', { name: `Symposia and conflicts of ${reviewer}` }).click()
  await page.getByRole('checkbox', { name: SYMPOSIUM_NAME }).check()
  await page.getByRole('textbox', { name: 'Affiliation' }).fill(institute)
  await page.getByRole('button', { name: 'Save reviewer' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved.')
  await expect(page.getByRole('checkbox', { name: SYMPOSIUM_NAME })).toBeChecked()

  await nav.getByRole('link', { name: 'Assignment' }).click()
  await page.getByRole('spinbutton', { name: 'Reviewers per abstract' }).fill('1')
  await page.getByRole('combobox', { name: 'Symposium' }).selectOption(SYMPOSIUM)
  await page.getByRole('button', { name: 'Assign automatically' }).click()
  await expect(page.getByRole('heading', { name: 'Automatic assignment: preview' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Nothing is saved yet.')
  const proposed = page.getByRole('region', { name: 'Proposed assignments' })
  await expect(proposed.getByRole('row', { name: new RegExp(`No. ${free}: Rocks`) })).toContainText(
    reviewer,
  )
  const impossible = page.getByRole('region', {
    name: 'Abstracts that cannot get enough reviewers',
  })
  await expect(
    impossible.getByRole('row', { name: new RegExp(`No. ${conflicted}: Soils`) }),
  ).toContainText(/excluded: .*1 same affiliation/)
  await expectAxeClean(page)

  await page.getByRole('button', { name: 'Save these assignments' }).click()
  await expect(page.getByRole('status')).toContainText(/Saved \d+ assignment/)
  await expect(page.getByRole('heading', { name: SYMPOSIUM_NAME, level: 2 })).toBeVisible()
  const abstracts = page.getByRole('region', { name: `Abstracts of ${SYMPOSIUM_NAME}` })
  const row = (id: number) => abstracts.getByRole('row', { name: new RegExp(`^No. ${id}:`) })
  await expect(row(free).getByRole('cell').first()).toContainText(reviewer)
  await expect(row(conflicted).getByRole('cell').first()).toHaveText('None yet')
  // The conflict is shown in the choice by hand, and cannot be chosen.
  await expect(
    row(conflicted).getByRole('option', { name: new RegExp(`${reviewer}.*conflict`) }),
  ).toBeDisabled()
  // Its load: this abstract (and, on a retry, the earlier try's that it may now take).
  await expect(page.getByText(new RegExp(`^${reviewer}: [1-9]\\d* abstracts?$`))).toBeVisible()
  await expectAxeClean(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAxeClean(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
