import type { Statement } from '../db/db.ts'
import type { ServiceDeps } from '../deps.ts'
import { enqueue } from '../outbox/outbox-store.ts'
import { codeHash, newLetterCode } from './letter-code.ts'
import {
  conferenceDates,
  formatDay,
  letterParagraphs,
  readLetterContent,
} from './letter-content.ts'
import { letterPdf, type LetterView } from './letter-pdf.ts'
import type { PassportCipher } from './passport-cipher.ts'
import { letterStatus, type LetterForm, type LetterStatusFacts } from './letter-rules.ts'

export const VERIFY_PATH = '/verify'

export interface LetterRequestRow {
  id: number
  registrationId: number
  passportName: string
  nationality: string
  embassy: string
  state: 'pending' | 'issued' | 'refused'
  requestedAt: string
}

/**
 * An issued letter's status once its person is erased (docs/decisions/0075): what it said and
 * its PDF are gone, and /verify says only that it was withdrawn.
 */
export const WITHDRAWN = 'withdrawn'

/** What the /verify page repeats of an issued letter (never the passport number). */
export interface IssuedLetter {
  passportName: string
  nationality: string
  conferenceDates: string
  status: string
  issuedAt: string
}

const requestOf = (r: Record<string, unknown>): LetterRequestRow => ({
  id: Number(r.id),
  registrationId: Number(r.registration_id),
  passportName: String(r.passport_name),
  nationality: String(r.nationality),
  embassy: String(r.embassy),
  state: r.state as LetterRequestRow['state'],
  requestedAt: String(r.requested_at),
})

/**
 * Visa letter requests and issued letters (docs/decisions/0072, 0073): a request is stored with
 * its passport number sealed; issuing writes the letter's PDF, its code's hash and what it says,
 * marks the request issued and queues "your letter is ready", in one unit.
 */
export function createLetters(deps: ServiceDeps, cipher: PassportCipher) {
  const { db } = deps
  const clock = deps.clock ?? (() => new Date())

  return {
    /** The delegate's latest request, if any. */
    latestOf(registrationId: number): LetterRequestRow | null {
      const row = db.get(
        `SELECT * FROM visa_letter_requests WHERE registration_id = ? ORDER BY id DESC LIMIT 1`,
        [registrationId],
      )
      return row ? requestOf(row) : null
    },

    async request(registrationId: number, form: LetterForm): Promise<number> {
      const [result] = await db.write([
        {
          sql: `INSERT INTO visa_letter_requests (registration_id, passport_name, nationality,
                  passport_number_sealed, birth_date, embassy, state, requested_at)
                VALUES (?, ?, ?, ?, ?, ?, 'pending', ?) RETURNING id`,
          params: [
            registrationId,
            form.passportName,
            form.nationality,
            cipher.seal(form.passportNumber),
            form.birthDate,
            form.embassy,
            clock().toISOString(),
          ],
        },
      ])
      return Number(result?.rows?.[0]?.id)
    },

    /** Pending requests, oldest first, with the passport number opened (the secretariat's view). */
    pending(): (LetterRequestRow & { passportNumber: string; birthDate: string })[] {
      return db
        .all(`SELECT * FROM visa_letter_requests WHERE state = 'pending' ORDER BY requested_at, id`)
        .map((r) => ({
          ...requestOf(r),
          passportNumber: r.passport_number_sealed
            ? cipher.open(String(r.passport_number_sealed))
            : '(deleted)',
          birthDate: String(r.birth_date ?? '(deleted)'),
        }))
    },

    /**
     * Issues the letter for a pending request (its status phrase in the CMS's words from
     * `facts`): the PDF, the code's hash, the message; `extra`
     * statements (the desk's audit entry) in the same unit. False when it was not pending.
     */
    async issue(
      requestId: number,
      facts: LetterStatusFacts,
      email: string,
      extra: Statement[] = [],
      decidedBy: number | null = null,
    ): Promise<boolean> {
      const row = db.get(`SELECT * FROM visa_letter_requests WHERE id = ? AND state = 'pending'`, [
        requestId,
      ])
      if (!row) return false
      const request = requestOf(row)
      const content = await readLetterContent(deps)
      const code = newLetterCode()
      const verifyUrl = new URL(`${VERIFY_PATH}/${code}`, deps.config.siteUrl).href
      const now = clock()
      const dates = conferenceDates(content.conference)
      const status = letterStatus(facts, content.wording.status)
      const paragraphs = letterParagraphs(content.wording.body, {
        embassy: request.embassy,
        passportName: request.passportName,
        nationality: request.nationality,
        conferenceName: content.conference.name,
        venue: content.conference.venue,
        startDate: formatDay(content.conference.startDate),
        endDate: formatDay(content.conference.endDate),
        status,
        verifyUrl,
        code,
      })
      const view: LetterView = {
        issuer: content.issuer,
        title: content.wording.title,
        issuedOn: formatDay(now.toISOString()),
        paragraphs,
        signatoryName: content.wording.signatoryName,
        signatoryTitle: content.wording.signatoryTitle,
        code,
        verifyUrl,
      }
      const pdf = await letterPdf(view)
      const [updated] = await db.write([
        {
          sql: `UPDATE visa_letter_requests SET state = 'issued', decided_at = ?, decided_by = ?
                WHERE id = ? AND state = 'pending'`,
          params: [now.toISOString(), decidedBy, requestId],
        },
        {
          sql: `INSERT INTO visa_letters (request_id, code_hash, passport_name, nationality,
                  conference_dates, status, issued_at, pdf, view)
                SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
          params: [
            requestId,
            codeHash(code),
            request.passportName,
            request.nationality,
            dates,
            status,
            now.toISOString(),
            pdf,
            JSON.stringify(view),
          ],
        },
        ...enqueue({ kind: 'visa-letter-ready', to: email, data: {} }),
        ...extra,
      ])
      return updated?.changes === 1
    },

    async refuse(requestId: number, decidedBy: number, extra: Statement[]): Promise<boolean> {
      const [updated] = await db.write([
        {
          sql: `UPDATE visa_letter_requests SET state = 'refused', decided_at = ?, decided_by = ?
                WHERE id = ? AND state = 'pending'`,
          params: [clock().toISOString(), decidedBy, requestId],
        },
        ...extra,
      ])
      return updated?.changes === 1
    },

    /** The issued letter's PDF for this registration's latest issued request. */
    pdfOf(registrationId: number): Uint8Array | null {
      const row = db.get(
        `SELECT l.pdf FROM visa_letters AS l JOIN visa_letter_requests AS q ON q.id = l.request_id
         WHERE q.registration_id = ? ORDER BY l.id DESC LIMIT 1`,
        [registrationId],
      )
      return row?.pdf instanceof Uint8Array ? row.pdf : null
    },

    /** The issued letter's words for its HTML alternative (null before one, or for a letter issued before they were kept). */
    viewOf(registrationId: number): LetterView | null {
      const row = db.get(
        `SELECT l.view FROM visa_letters AS l JOIN visa_letter_requests AS q ON q.id = l.request_id
         WHERE q.registration_id = ? ORDER BY l.id DESC LIMIT 1`,
        [registrationId],
      )
      return typeof row?.view === 'string' ? (JSON.parse(row.view) as LetterView) : null
    },

    /** The letter a code belongs to, looked up by the code's hash only. */
    byCode(code: string): IssuedLetter | null {
      const row = db.get(
        `SELECT passport_name, nationality, conference_dates, status, issued_at
         FROM visa_letters WHERE code_hash = ?`,
        [codeHash(code)],
      )
      return row
        ? {
            passportName: String(row.passport_name),
            nationality: String(row.nationality),
            conferenceDates: String(row.conference_dates),
            status: String(row.status),
            issuedAt: String(row.issued_at),
          }
        : null
    },
  }
}

export type Letters = ReturnType<typeof createLetters>
