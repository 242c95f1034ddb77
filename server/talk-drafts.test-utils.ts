import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { zipSync, strToU8 } from 'fflate'
import { registration } from '@amrs/society-api/conference/registration-fixtures.test-utils'
import type { Statement } from '@amrs/society-api/db/db'
import { deskHarness } from '@amrs/society-api/desk/desk.test-utils'
import { talkIdOf } from '@amrs/society-api/talks/talk-draft'
import type { WritableSeedLake } from './lake/writable-lake.test-utils.ts'

/** A desk whose service writes to `lake` (in this process) and reads its content there. */
export async function talkDesk(lake: WritableSeedLake) {
  const harness = await deskHarness()
  harness.deps.contentWriter = lake.writerTo()
  harness.deps.content = {
    query: async <T>(query: string, params: Record<string, unknown> = {}) =>
      (await lake.lake.query({ dataset: 'production', query, params })).result as T,
  }
  return harness
}

export type TalkDesk = Awaited<ReturnType<typeof talkDesk>>

function docx(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('')
  return zipSync({
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document xmlns:w="x"><w:body>${body}</w:body></w:document>`,
    ),
  })
}

let serial = 0
/** How many abstracts `abstractStatements` has made in this file (the last one's number). */
export const abstractsMade = () => serial

/** A registration with an abstract (a DOCX file on disk) and, unless null, a decision. */
export function abstractStatements(
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
export function abstractOf(harness: TalkDesk, title: string) {
  const row = harness.deps.db.get<{ id: number; created_at: string }>(
    `SELECT id, created_at FROM conference_registrations WHERE json_extract(data, '$.abstract_title') = ?`,
    [title],
  )!
  return { id: row.id, talk: talkIdOf({ registrationId: row.id, registeredAt: row.created_at }) }
}
