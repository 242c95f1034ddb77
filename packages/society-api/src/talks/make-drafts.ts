import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createAbstractFiles } from '../conference/abstract-files.ts'
import type { ContentWriter } from '../content/content-writer.ts'
import type { Statement } from '../db/db.ts'
import type { ServiceDeps } from '../deps.ts'
import { abstractParagraphs } from './abstract-text.ts'
import { talkDraft, type TalkDraft } from './talk-draft.ts'
import { createTalkDraftsStore, type AcceptedRow } from './talk-drafts-store.ts'

/** Drafts per transaction: a few hundred abstracts make a handful of requests. */
const BATCH = 50

export interface DraftsReport {
  /** Drafts this run asked for (created now, or found made by an earlier run that was cut short). */
  made: number
  /** Accepted abstracts that had their talk already. */
  had: number
  /** Drafts that carry the abstract's text. */
  withText: number
}

/** No write token is configured: the desk says so and makes nothing. */
export class NotSetUpError extends Error {
  override name = 'NotSetUpError'
}

export function writerOf(deps: ServiceDeps): ContentWriter {
  if (!deps.contentWriter)
    throw new NotSetUpError(
      'Talk drafts are not set up on this server: it needs SANITY_WRITE_TOKEN (a Sanity token with write access).',
    )
  return deps.contentWriter
}

async function symposiumIds(deps: ServiceDeps): Promise<Map<string, string>> {
  const rows = await deps.content.query<{ _id: string; apiValue: string | null }[]>(
    '*[_type == "symposium" && defined(apiValue)]{_id, apiValue}',
  )
  return new Map(rows.flatMap((r) => (r.apiValue ? [[r.apiValue, r._id] as const] : [])))
}

/**
 * Makes the talk drafts accepted abstracts do not have yet (docs/decisions/0086): each through the
 * mutation API as `createIfNotExists` (so a draft is never made twice, nor one the secretariat
 * edited overwritten), then `talk_document_id` recorded with an audit entry per talk, in one
 * unit per batch. Running it again makes nothing new.
 */
export async function makeTalkDrafts(
  deps: ServiceDeps,
  auditFor: (registrationId: number) => Statement,
): Promise<DraftsReport> {
  const writer = writerOf(deps)
  const store = createTalkDraftsStore(deps.db)
  const rows = store.accepted()
  const missing = rows.filter((r) => !r.talkDocumentId)
  const report: DraftsReport = { made: 0, had: rows.length - missing.length, withText: 0 }
  if (!missing.length) return report
  const symposia = await symposiumIds(deps)
  const files = createAbstractFiles(path.join(deps.config.dataDir, 'abstracts'))
  const textOf = async (row: AcceptedRow) => {
    if (!row.fileKey) return []
    const bytes = await readFile(files.path(row.fileKey)).catch(() => null)
    return bytes ? abstractParagraphs(bytes, row.fileKind) : []
  }
  for (let i = 0; i < missing.length; i += BATCH) {
    const batch = missing.slice(i, i + BATCH)
    const drafts: TalkDraft[] = []
    for (const row of batch) {
      const draft = talkDraft(row, symposia, await textOf(row))
      if (draft.abstract) report.withText++
      drafts.push(draft)
    }
    await writer.mutate(drafts.map((draft) => ({ createIfNotExists: draft })))
    await deps.db.write(
      batch.flatMap((row, j) => [
        store.recordTalk(row.registrationId, (drafts[j] as TalkDraft)._id),
        auditFor(row.registrationId),
      ]),
    )
    report.made += batch.length
  }
  return report
}
