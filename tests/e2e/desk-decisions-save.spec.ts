import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'
import { sampleAbstractRegistration, signInAsNew, withE2eDb } from './desk-helpers.ts'

// The decisions page (docs/decisions/0097): decisions chosen in three symposium tables and one
// Save press are every one of them stored; none is left behind without a word.
const SYMPOSIA = {
  advanced_photonic_materials: 'Advanced photonic materials',
  advanced_structural_materials: 'Advanced structural materials',
  advanced_geosciences_and_technology: 'Advanced geosciences and technology',
} as const
const CHOICES = ['oral', 'poster', 'reject'] as const
const PER_TABLE = 6

test('one Save stores all 18 decisions chosen across three symposium tables', async ({ page }) => {
  const run = randomUUID().slice(0, 8)
  const abstracts = await withE2eDb(async (db) => {
    const made: { id: number; title: string; symposium: string }[] = []
    for (const symposium of Object.keys(SYMPOSIA))
      for (let i = 0; i < PER_TABLE; i++) {
        const title = `Sample decision ${run} ${symposium.slice(9, 14)} ${i}`
        const [row] = await db.write([
          sampleAbstractRegistration({
            email: `decide.${run}.${made.length}@institute.example.test`,
            affiliation: 'Sample Institute',
            title,
            key: `${randomUUID()}.pdf`,
            symposium,
            mode: 'poster',
          }),
        ])
        made.push({ id: Number(row!.rows[0]!.id), title, symposium })
      }
    return made
  })
  await signInAsNew(page, 'secretariat', `decisions.${run}@desk.example`)
  await page
    .getByRole('navigation', { name: 'Desk' })
    .getByRole('link', { name: 'Decisions' })
    .click()
  const chosen = abstracts.map((a, i) => ({ ...a, decision: CHOICES[i % 3]! }))
  for (const a of chosen)
    await page
      .getByRole('combobox', { name: `Decision on No. ${a.id}`, exact: true })
      .selectOption(a.decision)
  await expect(page.getByText('18 decisions chosen, not saved yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Save all decisions chosen' }).click()
  await expect(page.getByRole('status')).toHaveText('18 decisions saved.')

  // Each table shows its six, and the database holds all eighteen.
  for (const [symposium, label] of Object.entries(SYMPOSIA)) {
    const table = page.getByRole('table', { name: new RegExp(`^${label}: \\d+ abstracts?`) })
    for (const a of chosen.filter((c) => c.symposium === symposium))
      await expect(table.getByRole('row').filter({ hasText: a.title })).toContainText(
        a.decision === 'reject' ? 'Not accepted' : `Accepted: ${a.decision}`,
      )
  }
  const stored = await withE2eDb(async (db) =>
    db.all<{ id: number; decision: string }>(
      `SELECT registration_id AS id, decision FROM abstract_decisions
       WHERE registration_id IN (${chosen.map(() => '?').join(',')}) ORDER BY registration_id`,
      chosen.map((a) => a.id),
    ),
  )
  expect(stored).toEqual(chosen.map((a) => ({ id: a.id, decision: a.decision })))
})
