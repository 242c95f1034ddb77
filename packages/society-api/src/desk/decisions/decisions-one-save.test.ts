import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'
import { abstractWithFile } from '../review/review-fixtures.test-utils.ts'

const pdf = new TextEncoder().encode('%PDF-1.4 sample')
const SYMPOSIA = [
  'advanced_energy_materials',
  'advanced_functional_materials',
  'advanced_photonic_materials',
]
const CHOICES = ['oral', 'poster', 'reject'] as const

/**
 * What a browser posts when a form's submit button is pressed: the form's own fields only. Each
 * POST form on the page to /desk/decisions, with the names of the decision selects inside it.
 */
function decisionForms(html: string): string[][] {
  return [...html.matchAll(/<form method="post" action="\/desk\/decisions"[^>]*>(.*?)<\/form>/gs)]
    .map((m) => [...m[1]!.matchAll(/<select [^>]*name="(decision-\d+)"/g)].map((s) => s[1]!))
    .filter((names) => names.length > 0)
}

describe(
  'the decisions page saves every table with one Save (docs/decisions/0097)',
  { timeout: 30_000 },
  () => {
    it('18 decisions set across three symposium tables are all in the one form that is posted, and all stored', async () => {
      const desk = await deskHarness()
      const ids: number[] = []
      for (const symposium of SYMPOSIA)
        for (let i = 0; i < 6; i++)
          ids.push(
            await abstractWithFile(desk, 'pdf', pdf, {
              symposium_type: symposium,
              abstract_title: `Sample ${symposium} ${i}`,
            }),
          )
      const me = await desk.signedIn('secretariat')
      const html = await (await desk.request('/desk/decisions', { cookie: me })).text()
      expect(html.match(/<table>/g)).toHaveLength(3)
      // Exactly one form holds the decisions, and it holds every row of every table.
      const forms = decisionForms(html)
      expect(forms).toHaveLength(1)
      expect(forms[0]!.sort()).toEqual(ids.map((id) => `decision-${id}`).sort())
      expect(html.match(/<button type="submit">Save[^<]*<\/button>/g)).toEqual([
        '<button type="submit">Save all decisions chosen</button>',
      ])

      // The browser posts that form: every select, the untouched ones empty.
      const chosen = Object.fromEntries(ids.map((id, i) => [id, CHOICES[i % 3]!]))
      const form = new URLSearchParams(forms[0]!.map((name) => [name, chosen[name.slice(9)]!]))
      const saved = await desk.request('/desk/decisions', { cookie: me, form })
      expect(saved.status).toBe(303)
      expect(saved.headers.get('location')).toBe('/desk/decisions?saved=18')
      const stored = desk.deps.db.all<{ id: number; decision: string }>(
        'SELECT registration_id AS id, decision FROM abstract_decisions ORDER BY registration_id',
      )
      expect(stored).toEqual(ids.map((id) => ({ id, decision: chosen[id] })))
      const after = await (await desk.request('/desk/decisions?saved=18', { cookie: me })).text()
      expect(after).toContain('18 decisions saved.')
    })
  },
)
