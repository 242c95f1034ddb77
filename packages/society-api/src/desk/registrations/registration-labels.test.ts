import { describe, expect, it } from 'vitest'
import { registration } from '../../conference/registration-fixtures.test-utils.ts'
import { deskHarness } from '../desk.test-utils.ts'
import { correctionsOf } from './correction-form.ts'
import { LABELS_QUERY } from './registration-labels.ts'

const SYMPOSIUM_TITLE = 'Advanced Energy Materials: storage and conversion'
const WORKSHOP_TITLE = 'Metrohm electrochemistry workshop (hands-on)'

/** The desk with one registration whose values are all stored codes, and the studio's titles. */
async function setUp() {
  const desk = await deskHarness()
  const fallback = desk.deps.content.query.bind(desk.deps.content)
  desk.deps.content = {
    query: (async (groq: string, params?: Record<string, unknown>) =>
      groq === LABELS_QUERY
        ? {
            symposia: [{ title: SYMPOSIUM_TITLE, apiValue: 'advanced_energy_materials' }],
            workshops: [{ title: WORKSHOP_TITLE, apiValue: 'metrohm_electrochemistry_workshop' }],
          }
        : fallback(groq, params)) as typeof desk.deps.content.query,
  }
  const data = registration({
    email: 'sample.labels@example.test',
    registration_category: 'industry',
    registration_timeframe: 'late-onsite',
    presentational_mode: 'in-attendance',
    symposium_type: 'advanced_energy_materials',
    is_workshop: true,
    workshop_category: ['metrohm_electrochemistry_workshop'],
    affiliation_address_country: 'GH',
  })
  const [row] = await desk.deps.db.write([
    {
      sql: `INSERT INTO conference_registrations (email, data, created_at, updated_at)
            VALUES (?, ?, '2025-10-01', '2025-10-01') RETURNING id`,
      params: [data.email, JSON.stringify(data)],
    },
  ])
  const id = Number(row!.rows[0]!.id)
  const cookie = await desk.signedIn('staff')
  const html = async () => (await desk.request(`/desk/registrations/${id}`, { cookie })).text()
  return { desk, id, cookie, html }
}

/** The details list as pairs of term and description, tags removed. */
const details = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/gs)].map((m) => [
      m[1]!.replace(/<[^>]+>/g, ''),
      m[2]!.replace(/<[^>]+>/g, ''),
    ]),
  )

describe(
  'the desk’s registration page speaks in labels (docs/decisions/0097)',
  { timeout: 30_000 },
  () => {
    it('symposium and workshop by their studio titles; category, timeframe, mode and country by name', async () => {
      const { html } = await setUp()
      const page = await html()
      const shown = details(page)
      expect(shown).toMatchObject({
        Symposium: SYMPOSIUM_TITLE,
        Workshops: WORKSHOP_TITLE,
        'Registration category': 'Industry',
        'Registration timeframe': 'Late / on-site',
        'Presentation mode': 'In attendance',
        Country: 'Ghana (GH)',
      })
      expect(page).not.toContain('advanced_energy_materials')
      expect(page).not.toContain('metrohm_electrochemistry_workshop')
      expect(page).not.toContain('ISO code')
    })

    it('the correction form’s country is the registration form’s list of names, storing the ISO code', async () => {
      const { desk, id, cookie, html } = await setUp()
      const page = await html()
      const select =
        /<label>Country<select name="affiliation_address_country"[^>]*>(.*?)<\/select>/s.exec(
          page,
        )?.[1]
      expect(select).toBeTruthy()
      expect(select).toContain('<option value="GH" selected="">Ghana</option>')
      expect(select).toContain('<option value="NG">Nigeria</option>')
      expect(select!.match(/<option /g)!.length).toBeGreaterThanOrEqual(245)

      const form = Object.fromEntries(
        [...page.matchAll(/<input name="([a-z_]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
      )
      const saved = await desk.request(`/desk/registrations/${id}/correct`, {
        cookie,
        form: { ...form, affiliation_address_country: 'NG' },
      })
      expect(saved.status).toBe(303)
      const stored = desk.deps.db.get<{ country: string }>(
        "SELECT json_extract(data, '$.affiliation_address_country') AS country FROM conference_registrations WHERE id = ?",
        [id],
      )
      expect(stored?.country).toBe('NG')
      expect(details(await html()).Country).toBe('Nigeria (NG)')
    })

    it('the correction rules: a code from the list or a country’s name is stored as its code; anything else is refused', () => {
      expect(correctionsOf({ affiliation_address_country: 'GH' })).toEqual({
        changes: { affiliation_address_country: 'GH' },
      })
      expect(correctionsOf({ affiliation_address_country: ' ghana ' })).toEqual({
        changes: { affiliation_address_country: 'GH' },
      })
      expect(correctionsOf({ affiliation_address_country: 'ZZ' })).toEqual({
        problem: 'Choose the country from the list of countries.',
      })
      // A code the list lacks, stored before, may stay as it is (the list shows it chosen).
      expect(
        correctionsOf({ affiliation_address_country: 'ZZ' }, { affiliation_address_country: 'ZZ' }),
      ).toEqual({ changes: { affiliation_address_country: 'ZZ' } })
    })
  },
)
