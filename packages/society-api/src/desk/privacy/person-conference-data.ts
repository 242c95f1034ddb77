/**
 * The parts of a person's data export (docs/decisions/0070) that the conference's later features
 * keep beside a registration: the check-in, visa letter requests and letters, the certificate,
 * and the abstract's decision, comments to the authors and talk draft. SQL only; each part
 * holds what the person may see, and leaves out what is someone else's or a secret (below).
 */
import type { Db, Row } from '../../db/db.ts'

export interface AbstractOutcome {
  decision: string
  decidedAt: string
  /** When the decision's message went to the outbox (null: decided, not told yet). */
  sentAt: string | null
  /**
   * The reviewers' comments to the authors, once the decision was sent with them, in the order
   * the message numbers them; never the reviewers' names, scores, recommendations or comments
   * to the committee, which the author is not sent (the message as sent is in messagesSent).
   */
  commentsToAuthors: string[]
  /** The CMS talk draft the accepted abstract became (null: none). */
  talkDraftId: string | null
}

export interface ConferenceParts {
  /** Arrival at the door; the staff account that checked them in is the staff's, not theirs. */
  checkIn: Row | null
  visaLetterRequests: Record<string, unknown>[]
  /** The certificate's facts; never its verification code's hash (it finds the certificate). */
  certificate: Row | null
  abstract: AbstractOutcome | null
}

/**
 * The passport number is never decrypted into an export: the file is mailed and may go astray,
 * and the person knows their number; what they are owed is that it is held (sealed with
 * AES-256-GCM) or was deleted, and when. Even its last characters would need the key outside
 * the letter flow and put part of it in the file, so the export says "held, encrypted".
 */
const passportNumber = (row: Row) =>
  row.passport_number_sealed
    ? 'held, encrypted'
    : row.passport_purged_at
      ? `deleted ${String(row.passport_purged_at)}`
      : 'not given'

function visaLetterRequests(db: Db, registrationId: number): Record<string, unknown>[] {
  return db
    .all(
      `SELECT q.id, q.state, q.embassy, q.passport_name, q.nationality, q.birth_date,
         q.passport_number_sealed, q.passport_purged_at, q.requested_at, q.decided_at,
         l.id AS letter_id, l.passport_name AS letter_name, l.nationality AS letter_nationality,
         l.status AS letter_status, l.conference_dates AS letter_dates, l.issued_at AS letter_issued_at
       FROM visa_letter_requests q LEFT JOIN visa_letters l ON l.request_id = q.id
       WHERE q.registration_id = ? ORDER BY q.requested_at, q.id`,
      [registrationId],
    )
    .map((q) => ({
      id: q.id,
      state: q.state,
      embassy: q.embassy,
      passportName: q.passport_name,
      nationality: q.nationality,
      birthDate: q.birth_date,
      passportNumber: passportNumber(q),
      requestedAt: q.requested_at,
      decidedAt: q.decided_at,
      // What the issued letter says (its PDF is theirs on My registration; not its code's hash).
      letter:
        q.letter_id === null
          ? null
          : {
              passportName: q.letter_name,
              nationality: q.letter_nationality,
              status: q.letter_status,
              conferenceDates: q.letter_dates,
              issuedAt: q.letter_issued_at,
            },
    }))
}

function abstractOutcome(db: Db, registrationId: number): AbstractOutcome | null {
  const row = db.get(
    `SELECT decision, decided_at, sent_at, talk_document_id FROM abstract_decisions
     WHERE registration_id = ?`,
    [registrationId],
  )
  if (!row) return null
  const sentAt = typeof row.sent_at === 'string' ? row.sent_at : null
  // As decision-store.ts's batch reads them: by reviewer account, empty ones left out.
  const comments = sentAt
    ? db
        .all(
          `SELECT comment_to_authors AS c FROM abstract_reviews WHERE registration_id = ?
           ORDER BY account_id`,
          [registrationId],
        )
        .map((r) => String(r.c).trim())
        .filter(Boolean)
    : []
  return {
    decision: String(row.decision),
    decidedAt: String(row.decided_at),
    sentAt,
    commentsToAuthors: comments,
    talkDraftId: typeof row.talk_document_id === 'string' ? row.talk_document_id : null,
  }
}

/** The conference parts of registration `registrationId` (null: no registration). */
export function conferenceParts(db: Db, registrationId: number | null): ConferenceParts {
  if (registrationId === null)
    return { checkIn: null, visaLetterRequests: [], certificate: null, abstract: null }
  return {
    checkIn:
      db.get('SELECT desk, checked_in_at, recorded_at FROM check_ins WHERE registration_id = ?', [
        registrationId,
      ]) ?? null,
    visaLetterRequests: visaLetterRequests(db, registrationId),
    certificate:
      db.get(
        `SELECT name, certifies, conference, conference_dates, issued_at, emailed_at
         FROM certificates WHERE registration_id = ?`,
        [registrationId],
      ) ?? null,
    abstract: abstractOutcome(db, registrationId),
  }
}
