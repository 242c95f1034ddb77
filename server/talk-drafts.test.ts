// Issue 33 point 5 end to end in process: the desk's action writes talk drafts through the
// content writer into the local lake's mutation API (real routes, real overlay on disk), and a
// cancelled or erased registration's talk is marked withdrawn there.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { zipSync, strToU8 } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentWriter } from '@amrs/society-api/content/content-writer'
import { registration } from '@amrs/society-api/conference/registration-fixtures.test-utils'
import type { Statement } from '@amrs/society-api/db/db'
import { deskHarness } from '@amrs/society-api/desk/desk.test-utils'
import { makeTalkDrafts } from '@amrs/society-api/talks/make-drafts'
import { retryTalkWithdrawals } from '@amrs/society-api/talks/withdrawal-retry'
import { runPurge } from '@amrs/society-api/privacy/purge-rules'
import { registrationsRule } from '@amrs/society-api/privacy/purge-registrations'
import { talkIdOf } from '@amrs/society-api/talks/talk-draft'
import { makeLake } from './lake/seed-fixture.test-utils.ts'

const WRITE = 'talks-write-token-0123456789'
let lake: Awaited<ReturnType<typeof makeLake>>

beforeAll(async () => {
  // The real seed (its symposia), read only: writes go to the overlay folder.
  lake = await makeLake({
    seedDir: path.resolve('studio/seed'),
    overlayDir: mkdtempSync(path.join(tmpdir(), 'talks-overlay-')),
    config: { writeToken: WRITE },
  })
})
afterAll(() => lake.close())

const raw = async <T>(query: string, params: Record<string, unknown> = {}) =>
  (await lake.lake.query({ dataset: 'production', query, params, perspective: 'raw' })).result as T

/** A desk whose service writes to the lake in this process and reads its content there. */
async function desk() {
  const harness = await deskHarness()
  harness.deps.contentWriter = createContentWriter(
    { baseUrl: 'http://lake.test', dataset: 'production', apiVersion: '2025-01-01', token: WRITE },
    async (request) => lake.app.fetch(request),
  )
  harness.deps.content = {
    query: async <T>(query: string, params: Record<string, unknown> = {}) =>
      (await lake.lake.query({ dataset: 'production', query, params })).result as T,
  }
  return harness
}

function docx(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('')
  return zipSync({
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document xmlns:w="x"><w:body>${body}</w:body></w:document>`,
    ),
  })
}

let serial = 0
/** A registration with an abstract (a DOCX file on disk) and, unless null, a decision. */
function abstractStatements(
  dataDir: string,
  decision: 'oral' | 'poster' | 'reject' | null,
  fields: { title: string; symposium: string; cancelled?: boolean },
): Statement[] {
  const n = ++serial
  const key = `${randomUUID()}.docx`
  mkdirSync(path.join(dataDir, 'abstracts'), { recursive: true })
  writeFileSync(
    path.join(dataDir, 'abstracts', key),
    docx([`Sample abstract ${n}: thin films &amp; their defects.`, 'Second paragraph.']),
  )
  const email = `sample-author-${n}@example.test`
  const data = {
    ...registration({ email, symposium_type: fields.symposium, abstract_required: true }),
    abstract_title: fields.title,
    abstract_authors: [
      { name: `Sample Author ${n}`, affiliation: 'Sample University' },
      { name: `Sample Coauthor ${n}`, affiliation: 'Sample Institute' },
    ],
    abstract_presenter: 1,
    ...(fields.cancelled ? { cancelled_at: '2025-10-01T00:00:00.000Z' } : {}),
  }
  const at = new Date(Date.parse('2025-09-01T00:00:00Z') + n * 1000).toISOString()
  const statements: Statement[] = [
    {
      sql: `INSERT INTO conference_registrations (email, data, abstract_key, abstract_etag, abstract_kind, abstract_size, created_at, updated_at)
            VALUES (?, ?, ?, 'etag', 'docx', 100, ?, ?)`,
      params: [email, JSON.stringify(data), key, at, at],
    },
  ]
  if (decision)
    statements.push({
      sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (last_insert_rowid(), ?, ?)`,
      params: [decision, at],
    })
  return statements
}

/** The registration of the abstract titled `title`: its number and its talk's published id. */
function abstractOf(harness: Awaited<ReturnType<typeof desk>>, title: string) {
  const row = harness.deps.db.get<{ id: number; created_at: string }>(
    `SELECT id, created_at FROM conference_registrations WHERE json_extract(data, '$.abstract_title') = ?`,
    [title],
  )!
  return { id: row.id, talk: talkIdOf({ registrationId: row.id, registeredAt: row.created_at }) }
}

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
        { name: `Sample Author ${serial - 3}`, affiliation: 'Sample University', presenter: false },
        { name: `Sample Coauthor ${serial - 3}`, affiliation: 'Sample Institute', presenter: true },
      ],
    })
    const text = (oralDraft.abstract as { children: { text: string }[] }[]).map(
      (b) => b.children[0]!.text,
    )
    expect(text).toEqual([
      `Sample abstract ${serial - 3}: thin films & their defects.`,
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

  it('a cancelled or erased registration’s talk shows withdrawn, draft and published', async () => {
    const harness = await desk()
    const dataDir = harness.deps.config.dataDir
    await harness.deps.db.write([
      ...abstractStatements(dataDir, 'oral', {
        title: 'Sample to cancel',
        symposium: 'advanced_energy_materials',
      }),
      ...abstractStatements(dataDir, 'poster', {
        title: 'Sample to erase',
        symposium: 'advanced_energy_materials',
      }),
    ])
    const cancelled = abstractOf(harness, 'Sample to cancel')
    const erased = abstractOf(harness, 'Sample to erase')
    await makeTalkDrafts(harness.deps, () => ({ sql: 'SELECT 1' }))
    // The secretariat published the first one.
    await lake.store.mutate('production', [
      { createOrReplace: { _id: cancelled.talk, _type: 'talk', title: 'Published' } },
    ])
    const cookie = await harness.signedIn('secretariat')
    const cancel = await harness.request(`/desk/registrations/${cancelled.id}/cancel`, {
      cookie,
      form: {},
    })
    expect(cancel.status).toBe(303)
    const erase = await harness.request(`/desk/registrations/${erased.id}/erase`, {
      cookie,
      form: { confirm: 'yes' },
    })
    expect(erase.status).toBe(303)
    expect(
      await raw('*[_id in $ids]{_id, withdrawn, abstractWithdrawn} | order(_id)', {
        ids: [cancelled.talk, `drafts.${cancelled.talk}`, `drafts.${erased.talk}`],
      }),
    ).toEqual([
      { _id: `drafts.${cancelled.talk}`, withdrawn: true, abstractWithdrawn: true },
      { _id: `drafts.${erased.talk}`, withdrawn: true, abstractWithdrawn: true },
      { _id: cancelled.talk, withdrawn: true, abstractWithdrawn: true },
    ])
    expect(harness.count("audit_log WHERE action = 'talk.withdrawn'")).toBe(2)
    // The erased person's talk keeps no names or text; the cancelled one's keeps them.
    expect(
      await raw('*[_id in $ids]{authors, abstract} | order(_id)', {
        ids: [`drafts.${cancelled.talk}`, `drafts.${erased.talk}`],
      }),
    ).toEqual([
      {
        authors: expect.arrayContaining([expect.objectContaining({ presenter: true })]),
        abstract: expect.any(Array),
      },
      { authors: null, abstract: null },
    ])
  })

  it('a CMS that fails the withdrawal leaves the cancellation done, audited as failed', async () => {
    const harness = await desk()
    await harness.deps.db.write(
      abstractStatements(harness.deps.config.dataDir, 'oral', {
        title: 'Sample CMS down',
        symposium: 'advanced_energy_materials',
      }),
    )
    const { id } = abstractOf(harness, 'Sample CMS down')
    await makeTalkDrafts(harness.deps, () => ({ sql: 'SELECT 1' }))
    harness.deps.contentWriter = createContentWriter(
      {
        baseUrl: 'http://lake.test',
        dataset: 'production',
        apiVersion: '2025-01-01',
        token: WRITE,
      },
      async () => Response.json({ error: { description: 'down' } }, { status: 503 }),
    )
    const cookie = await harness.signedIn('secretariat')
    const cancel = await harness.request(`/desk/registrations/${id}/cancel`, { cookie, form: {} })
    expect(cancel.status).toBe(303)
    expect(
      harness.deps.db.get(
        `SELECT json_extract(data, '$.cancelled_at') AS at FROM conference_registrations WHERE id = ?`,
        [id],
      )?.at,
    ).toBeTruthy()
    expect(harness.count("audit_log WHERE action = 'talk.withdraw-failed'")).toBe(1)
    const talk = talkIdOf({
      registrationId: id,
      registeredAt: harness.deps.db.get<{ at: string }>(
        'SELECT created_at AS at FROM conference_registrations WHERE id = ?',
        [id],
      )!.at,
    })
    expect(await raw('*[_id == $id][0].withdrawn', { id: `drafts.${talk}` })).toBeNull()

    // The CMS is back: the service's schedule finishes the withdrawal, once.
    harness.deps.contentWriter = createContentWriter(
      {
        baseUrl: 'http://lake.test',
        dataset: 'production',
        apiVersion: '2025-01-01',
        token: WRITE,
      },
      async (request) => lake.app.fetch(request),
    )
    expect(await retryTalkWithdrawals(harness.deps)).toBe(1)
    expect(
      await raw('*[_id == $id][0]{withdrawn, abstractWithdrawn}', { id: `drafts.${talk}` }),
    ).toEqual({
      withdrawn: true,
      abstractWithdrawn: true,
    })
    expect(
      harness.count("audit_log WHERE action = 'talk.withdrawn' AND address = 'schedule'"),
    ).toBe(1)
    expect(await retryTalkWithdrawals(harness.deps)).toBe(0)
  })

  it('registrations anonymised when their time is up leave accepted talks in the programme', async () => {
    const harness = await desk()
    await harness.deps.db.write(
      abstractStatements(harness.deps.config.dataDir, 'oral', {
        title: 'Sample kept talk',
        symposium: 'advanced_energy_materials',
      }),
    )
    const { talk } = abstractOf(harness, 'Sample kept talk')
    await makeTalkDrafts(harness.deps, () => ({ sql: 'SELECT 1' }))
    await runPurge(harness.deps, new Date('2028-01-01T00:00:00Z'), [registrationsRule()])
    expect(await retryTalkWithdrawals(harness.deps)).toBe(0)
    expect(await raw('*[_id == $id][0].withdrawn', { id: `drafts.${talk}` })).toBeNull()
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
