import type { Db, Statement } from '../db/db.ts'
import type { AcceptedAbstract } from './talk-draft.ts'

/** An accepted abstract with what the desk's list shows and the file its text comes from. */
export interface AcceptedRow extends AcceptedAbstract {
  fileKey: string | null
  fileKind: string | null
}

const num = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null
const str = (v: unknown) => (typeof v === 'string' ? v : null)

/**
 * Accepted abstracts (oral and poster) and the talk documents made from them (SQL only). Only
 * `talk_document_id` of `abstract_decisions` is written here; the decision is the decisions desk's.
 */
export function createTalkDraftsStore(db: Db) {
  return {
    accepted(): AcceptedRow[] {
      return db
        .all(
          `SELECT d.registration_id AS id, d.decision, d.talk_document_id,
             json_extract(r.data, '$.abstract_title') AS title,
             json_extract(r.data, '$.abstract_authors') AS authors,
             json_extract(r.data, '$.abstract_presenter') AS presenter,
             json_extract(r.data, '$.symposium_type') AS symposium,
             r.abstract_key, r.abstract_kind, r.created_at
           FROM abstract_decisions d JOIN conference_registrations r ON r.id = d.registration_id
           WHERE d.decision IN ('oral', 'poster') AND json_extract(r.data, '$.cancelled_at') IS NULL
           ORDER BY d.registration_id`,
        )
        .map((r) => ({
          registrationId: Number(r.id),
          registeredAt: String(r.created_at),
          decision: r.decision as 'oral' | 'poster',
          title: str(r.title),
          // json_extract gives a JSON list back as its text.
          authors:
            typeof r.authors === 'string'
              ? r.authors
              : r.authors
                ? JSON.stringify(r.authors)
                : null,
          presenter: num(r.presenter),
          symposium: str(r.symposium),
          talkDocumentId: str(r.talk_document_id),
          fileKey: str(r.abstract_key),
          fileKind: str(r.abstract_kind),
        }))
    },

    /** The statement that records the talk document made from a registration's abstract. */
    recordTalk(registrationId: number, documentId: string): Statement {
      return {
        sql: 'UPDATE abstract_decisions SET talk_document_id = ? WHERE registration_id = ?',
        params: [documentId, registrationId],
      }
    },

    /** The talk made from this registration's abstract, if any (read before it is cancelled or erased). */
    talkOf(registrationId: number): string | null {
      const row = db.get<{ talk_document_id: string | null }>(
        'SELECT talk_document_id FROM abstract_decisions WHERE registration_id = ?',
        [registrationId],
      )
      return row?.talk_document_id ?? null
    },
  }
}

export type TalkDraftsStore = ReturnType<typeof createTalkDraftsStore>
