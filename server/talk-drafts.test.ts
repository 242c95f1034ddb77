// Talk drafts (docs/decisions/0086) end to end in process: the desk's action writes talk drafts through the
// content writer into the local lake's mutation API (real routes, real overlay on disk).
// Withdrawals: talk-withdrawal.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deskHarness } from '@amrs/society-api/desk/desk.test-utils'
import { makeTalkDrafts } from '@amrs/society-api/talks/make-drafts'
import type { Statement } from '@amrs/society-api/db/db'
import { writableSeedLake, type WritableSeedLake } from './lake/writable-lake.test-utils.ts'
import {
  abstractOf,
  abstractsMade,
  abstractStatements,
  talkDesk,
} from './talk-drafts.test-utils.ts'

let lake: WritableSeedLake
// The real seed (its symposia), read only: writes go to the overlay folder.
beforeAll(async () => (lake = await writableSeedLake('talks', 'talks-write-token-0123456789')))
afterAll(() => lake.close())
const desk = () => talkDesk(lake)
const raw = <T>(query: string, params?: Record<string, unknown>) => lake.raw<T>(query, params)

describe('talk drafts from accepted abstracts', () => {
  it('the desk makes one draft per accepted abstract with its fields, and makes nothing twice', async () => {
    const harness = await desk()
    const dataDir = harness.deps.config.dataDir
    await harness.deps.db.write([
      ...abstractStatements(dataDir, 'oral', {
        title: 'Sample oral on perovskites',
        symposium: 'advanced_energy_materials',
      }),
      ...abstractStatements(dataDir, 'poster', {
        title: 'Sample poster on alloys',
        symposium: 'no_such_symposium',
      }),
      ...abstractStatements(dataDir, 'reject', {
        title: 'Sample rejected',
        symposium: 'advanced_energy_materials',
      }),
      ...abstractStatements(dataDir, null, {
        title: 'Sample undecided',
        symposium: 'advanced_energy_materials',
      }),
    ])
    const oral = abstractOf(harness, 'Sample oral on perovskites')
    const poster = abstractOf(harness, 'Sample poster on alloys')
    const cookie = await harness.signedIn('secretariat')

    const before = await harness.request('/desk/programme-drafts', { cookie })
    const page = await before.text()
    expect(page).toContain('2 accepted abstracts; 2 without a talk draft.')
    expect(page).not.toContain('Sample rejected')

    const made = await harness.request('/desk/programme-drafts', { cookie, form: {} })
    expect(made.status).toBe(303)
    expect(made.headers.get('location')).toBe('/desk/programme-drafts?made=2')

    const drafts = await raw<Record<string, unknown>[]>('*[_id in $ids] | order(_id)', {
      ids: [`drafts.${oral.talk}`, `drafts.${poster.talk}`],
    })
    expect(drafts.map((d) => d._id)).toEqual(
      [`drafts.${oral.talk}`, `drafts.${poster.talk}`].sort(),
    )
    const oralDraft = drafts.find((d) => d._id === `drafts.${oral.talk}`)!
    expect(oralDraft).toMatchObject({
      _type: 'talk',
      title: 'Sample oral on perovskites',
      kind: 'oral',
      abstractRef: oral.talk.replace(/^talk-/, ''),
      symposium: { _type: 'reference', _ref: 'symposium-1' },
      authors: [
        {
          name: `Sample Author ${abstractsMade() - 3}`,
          affiliation: 'Sample University',
          presenter: false,
        },
        {
          name: `Sample Coauthor ${abstractsMade() - 3}`,
          affiliation: 'Sample Institute',
          presenter: true,
        },
      ],
    })
    const text = (oralDraft.abstract as { children: { text: string }[] }[]).map(
      (b) => b.children[0]!.text,
    )
    expect(text).toEqual([
      `Sample abstract ${abstractsMade() - 3}: thin films & their defects.`,
      'Second paragraph.',
    ])
    const posterDraft = drafts.find((d) => d._id === `drafts.${poster.talk}`)!
    expect(posterDraft.kind).toBe('poster')
    expect(posterDraft.symposium).toBeUndefined()
    // No e-mail address of anyone in the documents.
    expect(JSON.stringify(drafts)).not.toMatch(/@/)
    expect(
      harness.deps.db.all(
        'SELECT talk_document_id AS t FROM abstract_decisions WHERE talk_document_id IS NOT NULL ORDER BY registration_id',
      ),
    ).toEqual([{ t: `drafts.${oral.talk}` }, { t: `drafts.${poster.talk}` }])
    expect(harness.count("audit_log WHERE action = 'talk.drafted'")).toBe(2)

    // The secretariat edits a draft; running again neither overwrites it nor makes another.
    await lake.store.mutate('production', [
      { patch: { id: `drafts.${oral.talk}`, set: { title: 'Edited in the studio' } } },
    ])
    const again = await harness.request('/desk/programme-drafts', { cookie, form: {} })
    expect(again.headers.get('location')).toBe('/desk/programme-drafts?made=0')
    expect(await raw('*[_id == $id][0].title', { id: `drafts.${oral.talk}` })).toBe(
      'Edited in the studio',
    )
    expect(
      await raw('count(*[_type == "talk" && abstractRef in $refs])', {
        refs: [oral.talk, poster.talk].map((t) => t.replace(/^talk-/, '')),
      }),
    ).toBe(2)
    expect(await (await harness.request('/desk/programme-drafts', { cookie })).text()).toContain(
      '2 accepted abstracts; 0 without a talk draft.',
    )
  })

  it('without a write token the page says so and nothing is made', async () => {
    const harness = await deskHarness()
    await harness.deps.db.write(
      abstractStatements(harness.deps.config.dataDir, 'oral', {
        title: 'Sample unmade',
        symposium: 'x',
      }),
    )
    const cookie = await harness.signedIn('secretariat')
    const answer = await harness.request('/desk/programme-drafts', { cookie, form: {} })
    expect(answer.status).toBe(503)
    expect(await answer.text()).toContain('SANITY_WRITE_TOKEN')
    expect(harness.count('abstract_decisions WHERE talk_document_id IS NOT NULL')).toBe(0)
  })

  it(
    'makes 300 drafts (DOCX text each) against the local lake in process',
    { timeout: 120_000 },
    async () => {
      const harness = await desk()
      const dataDir = harness.deps.config.dataDir
      const statements: Statement[] = []
      for (let i = 0; i < 300; i++)
        statements.push(
          ...abstractStatements(dataDir, i % 3 ? 'poster' : 'oral', {
            title: `Sample bulk abstract ${i}`,
            symposium: 'advanced_functional_materials',
          }),
        )
      await harness.deps.db.write(statements)
      const started = performance.now()
      const report = await makeTalkDrafts(harness.deps, () => ({ sql: 'SELECT 1' }))
      const ms = performance.now() - started
      console.log(`[talks] 300 talk drafts made in ${Math.round(ms)} ms`)
      expect(report).toMatchObject({ made: 300, withText: 300 })
      expect(await raw('count(*[_type == "talk" && title match "Sample bulk abstract*"])')).toBe(
        300,
      )
    },
  )
})
