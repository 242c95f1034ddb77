import type { AbstractAuthor } from '@amrs/shared/contract/conference'
import type { Db, Row, Statement } from '../db/db.ts'
import { auditStatement } from '../desk/audit/audit-store.ts'
import type { StoredAbstract } from './store.ts'

/** What a change to an abstract may set: its title, authors and presenter, and a new file. */
export interface AbstractChange {
  title: string
  authors: AbstractAuthor[]
  /** The index of the presenting author in `authors`. */
  presenter: number
  /** A new file (staged, not yet published), or null to keep the one there is. */
  file: (StoredAbstract & { name: string }) | null
}

/** Who changes it: the delegate (My registration), or a desk account (and from where). */
export type AbstractEditor = { delegate: true } | { accountId: number; address?: string | null }

export type AbstractChangeOutcome =
  | { saved: true; fields: string[]; previousKey: string | null }
  | { saved: false; reason: 'missing' | 'decided' }

/**
 * An abstract is frozen for its author once a decision is recorded on it: from then on its
 * title, authors and file change only through the desk (docs/decisions/0094).
 */
const UNDECIDED = 'NOT EXISTS (SELECT 1 FROM abstract_decisions WHERE registration_id = ?)'

/** Authors as the history shows them: "Name (Affiliation); …", the presenter marked. */
export function authorsText(authors: readonly AbstractAuthor[], presenter: number | undefined) {
  return authors
    .map((a, i) => `${a.name} (${a.affiliation})${i === presenter ? ' [presents]' : ''}`)
    .join('; ')
}

interface Current extends Row {
  data: string
  abstract_key: string | null
  abstract_etag: string | null
  abstract_kind: string | null
  abstract_size: number | null
  decided: number
}

/**
 * Changes an abstract in one unit: the registration's data and file columns, one history row per
 * changed part (before and after), and the `also` statements (the audit entry). For the
 * delegate, every statement holds only while no decision is recorded, checked in the same unit,
 * so a decision made a moment before is never overtaken.
 */
export async function changeAbstract(
  db: Db,
  at: Date,
  registrationId: number,
  editor: AbstractEditor,
  change: AbstractChange,
): Promise<AbstractChangeOutcome> {
  const current = db.get<Current>(
    `SELECT r.data AS data, r.abstract_key, r.abstract_etag, r.abstract_kind, r.abstract_size,
       EXISTS (SELECT 1 FROM abstract_decisions d WHERE d.registration_id = r.id) AS decided
     FROM conference_registrations r WHERE r.id = ? AND json_extract(r.data, '$.erased_at') IS NULL`,
    [registrationId],
  )
  if (!current) return { saved: false, reason: 'missing' }
  const delegate = 'delegate' in editor
  if (delegate && current.decided) return { saved: false, reason: 'decided' }
  const data = JSON.parse(String(current.data)) as Record<string, unknown>
  const beforeAuthors = (data.abstract_authors as AbstractAuthor[] | undefined) ?? []
  const beforePresenter = data.abstract_presenter as number | undefined
  const parts: { field: string; before: string; after: string }[] = []
  const title = change.title.trim()
  if (title !== String(data.abstract_title ?? ''))
    parts.push({ field: 'abstract_title', before: String(data.abstract_title ?? ''), after: title })
  const before = authorsText(beforeAuthors, beforePresenter)
  const after = authorsText(change.authors, change.presenter)
  if (before !== after) parts.push({ field: 'abstract_authors', before, after })
  if (change.file)
    parts.push({
      field: 'abstract_file',
      before: current.abstract_key
        ? `${String(current.abstract_kind).toUpperCase()}, ${Number(current.abstract_size)} bytes`
        : '',
      after: `${change.file.name.slice(0, 120)} (${change.file.kind.toUpperCase()}, ${change.file.size} bytes)`,
    })
  if (!parts.length) return { saved: true, fields: [], previousKey: null }

  const when = at.toISOString()
  // The delegate's change holds only while no decision is recorded: every statement of the unit
  // carries that condition, evaluated by the one writer in one transaction (all or none).
  const guard: Statement = delegate
    ? { sql: UNDECIDED, params: [registrationId] }
    : { sql: '1', params: [] }
  const accountId = delegate ? null : editor.accountId
  const file = change.file
  const statements: Statement[] = [
    {
      sql: `UPDATE conference_registrations SET
              data = json_set(data, '$.abstract_required', json('true'), '$.abstract_title', ?,
                '$.abstract_authors', json(?), '$.abstract_presenter', ?,
                '$.abstract_object_key', ?, '$.abstract_object_etag', ?),
              abstract_key = ?, abstract_etag = ?, abstract_kind = ?, abstract_size = ?, updated_at = ?
            WHERE id = ? AND ${guard.sql}`,
      params: [
        title,
        JSON.stringify(change.authors),
        change.presenter,
        file?.key ?? current.abstract_key ?? '',
        file?.etag ?? String(data.abstract_object_etag ?? ''),
        file?.key ?? current.abstract_key,
        file?.etag ?? current.abstract_etag,
        file?.kind ?? current.abstract_kind,
        file?.size ?? current.abstract_size,
        when,
        registrationId,
        ...(guard.params ?? []),
      ],
    },
    ...parts.map((p) => ({
      sql: `INSERT INTO registration_changes (registration_id, account_id, at, field, before, after)
            SELECT ?, ?, ?, ?, ?, ? WHERE ${guard.sql}`,
      params: [
        registrationId,
        accountId,
        when,
        p.field,
        p.before,
        p.after,
        ...(guard.params ?? []),
      ],
    })),
    auditStatement(
      {
        accountId,
        action: delegate ? 'abstract.changed-by-delegate' : 'abstract.changed',
        target: registrationId,
        address: delegate ? null : editor.address,
      },
      at,
      guard,
    ),
  ]
  const results = await db.write(statements)
  if (results[0]?.changes !== 1) return { saved: false, reason: 'decided' }
  return {
    saved: true,
    fields: parts.map((p) => p.field),
    previousKey: file ? current.abstract_key : null,
  }
}
