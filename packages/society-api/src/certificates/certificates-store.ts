import type { Statement } from '../db/db.ts'
import type { ServiceDeps } from '../deps.ts'
import { codeHash, newLetterCode } from '../letters/letter-code.ts'
import { conferenceDates } from '../letters/letter-content.ts'
import type { LetterView } from '../letters/letter-pdf.ts'
import { VERIFY_PATH } from '../letters/letters-store.ts'
import { enqueue } from '../outbox/outbox-store.ts'
import { abstractDecisionFor } from '../review/decision.ts'
import { readCertificateContent, type CertificateContent } from './certificate-content.ts'
import { isPaid } from './certificate-paid.ts'
import { releasePlan } from './certificate-release-plan.ts'
import {
  certificateState,
  certifiesText,
  eventIsOver,
  presentationOf,
  type CertificateState,
} from './certificate-rules.ts'
import { certificateView } from './certificate-view.ts'

/** What /verify repeats of a certificate: nothing more personal than the name. */
export interface VerifiedCertificate {
  name: string
  certifies: string
  conference: string
  conferenceDates: string
  issuedAt: string
}

/**
 * Certificates of attendance (docs/decisions/0089-certificates.md): made the first time one is
 * asked for (My registration) or released (the desk), then kept as issued, so its PDF, its
 * HTML alternative and /verify always say the same; the release e-mails each delegate once.
 */
export function createCertificates(deps: ServiceDeps) {
  const { db } = deps
  const clock = deps.clock ?? (() => new Date())
  /** The date rules follow the site's clock (`SITE_NOW`); records are stamped in real time. */
  const siteNow = () => (deps.config.siteNow ? new Date(deps.config.siteNow) : clock())

  const registrationOf = (id: number) =>
    db.get<{ id: number; email: string; data: string; checked_in: number }>(
      `SELECT r.id, r.email, r.data, EXISTS (SELECT 1 FROM check_ins k WHERE k.registration_id = r.id) AS checked_in
       FROM conference_registrations r WHERE r.id = ?`,
      [id],
    )

  const stateWith = (content: CertificateContent, id: number): CertificateState => {
    const row = registrationOf(id)
    const data = row ? (JSON.parse(row.data) as Record<string, unknown>) : {}
    return certificateState({
      registered: !!row && !data.cancelled_at && !data.erased_at,
      checkedIn: !!row?.checked_in,
      paid: !!row && isPaid(db, id),
      over: eventIsOver(content.conference.endDate, siteNow(), content.conference.timeZone),
    })
  }

  /** Writes the certificate for an eligible registration (none yet), in the words of `content`. */
  async function make(content: CertificateContent, id: number): Promise<void> {
    const row = registrationOf(id)
    if (!row || stateWith(content, id) !== 'eligible') return
    const data = JSON.parse(row.data) as Record<string, unknown>
    const name = [data.firstname, data.surname]
      .map((part) => (typeof part === 'string' ? part.trim() : ''))
      .filter(Boolean)
      .join(' ')
    const presentation = presentationOf(abstractDecisionFor(db, id), true, data.abstract_title)
    const { conference } = content
    const code = newLetterCode()
    const verifyUrl = new URL(`${VERIFY_PATH}/${code}`, deps.config.siteUrl).href
    const now = clock()
    const view = certificateView(content, name, presentation, code, verifyUrl, now)
    // OR IGNORE: a certificate made meanwhile (a second tab, the release) stays the one.
    await db.write([
      {
        sql: `INSERT OR IGNORE INTO certificates (registration_id, code_hash, name, certifies,
                conference, conference_dates, issued_at, view)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        params: [
          id,
          codeHash(code),
          name,
          certifiesText(presentation),
          conference.name,
          conferenceDates(conference),
          now.toISOString(),
          JSON.stringify(view),
        ],
      },
    ])
  }

  const viewOf = (id: number): LetterView | null => {
    const row = db.get<{ view: string }>(
      `SELECT view FROM certificates WHERE registration_id = ?`,
      [id],
    )
    return row ? (JSON.parse(row.view) as LetterView) : null
  }

  return {
    /** Who the release reaches and who it leaves out (certificate-release-plan.ts). */
    plan: () => releasePlan(db),

    /** Whether the conference is over by the site's clock (releasing is allowed). */
    async over(): Promise<boolean> {
      const { endDate, timeZone } = (await readCertificateContent(deps)).conference
      return eventIsOver(endDate, siteNow(), timeZone)
    },

    /** Whether this registration has (or may have) a certificate now, and if not, why not. */
    async stateOf(id: number): Promise<CertificateState> {
      if (viewOf(id)) return 'eligible'
      return stateWith(await readCertificateContent(deps), id)
    },

    /** The registration's certificate as issued, made now when it is eligible; else null. */
    async issue(id: number): Promise<LetterView | null> {
      const issued = viewOf(id)
      if (issued) return issued
      await make(await readCertificateContent(deps), id)
      return viewOf(id)
    },

    /** The certificate a code belongs to, looked up by the code's hash only. */
    byCode(code: string): VerifiedCertificate | null {
      const row = db.get<Record<string, string>>(
        `SELECT name, certifies, conference, conference_dates, issued_at FROM certificates
         WHERE code_hash = ?`,
        [codeHash(code)],
      )
      return row
        ? {
            name: row.name!,
            certifies: row.certifies!,
            conference: row.conference!,
            conferenceDates: row.conference_dates!,
            issuedAt: row.issued_at!,
          }
        : null
    },

    /** How many certificates are issued, and e-mailed. */
    counts(): { issued: number; emailed: number } {
      const row = db.get<{ issued: number; emailed: number }>(
        `SELECT (SELECT count(*) FROM certificates) AS issued,
           (SELECT count(*) FROM certificates WHERE emailed_at IS NOT NULL) AS emailed`,
      )
      return { issued: Number(row?.issued ?? 0), emailed: Number(row?.emailed ?? 0) }
    },

    /** The releases so far, latest first. */
    releases(): { at: string; by: string | null; emailed: number }[] {
      return db
        .all<{ at: string; by: string | null; emailed: number }>(
          `SELECT c.released_at AS at, a.email AS by, c.emailed FROM certificate_releases c
           LEFT JOIN desk_accounts a ON a.id = c.released_by ORDER BY c.id DESC`,
        )
        .map((r) => ({ at: String(r.at), by: r.by, emailed: Number(r.emailed) }))
    },

    /**
     * The release (the secretariat's action, confirmed on the desk): after the event, a
     * certificate for every eligible delegate without one (paid and checked in: the plan), and
     * one "your certificate is ready" message to each who has not had it: a second release
     * e-mails only those eligible since. `extra` (the audit entry) goes in the unit that records
     * the release. Null before the event.
     */
    async release(accountId: number | null, extra: Statement[]): Promise<number | null> {
      const content = await readCertificateContent(deps)
      const { endDate, timeZone } = content.conference
      if (!eventIsOver(endDate, siteNow(), timeZone)) return null
      const eligible = releasePlan(db).due.map(({ id }) => id)
      for (const id of eligible) if (!viewOf(id)) await make(content, id)
      const delegates = eligible.length
        ? db.all<{ id: number; email: string }>(
            `SELECT id, email FROM conference_registrations WHERE id IN (${eligible.map(() => '?').join(',')})`,
            eligible,
          )
        : []
      const at = clock().toISOString()
      const unsent = new Set(
        db
          .all<{ id: number }>(
            `SELECT registration_id AS id FROM certificates WHERE emailed_at IS NULL`,
          )
          .map((r) => Number(r.id)),
      )
      const due = delegates.filter(({ id }) => unsent.has(Number(id)))
      // Each message only if its certificate was still unsent when the unit ran (a release
      // running alongside sends none twice).
      const statements: Statement[] = due.flatMap(({ id, email }) => [
        {
          sql: `UPDATE certificates SET emailed_at = ? WHERE registration_id = ? AND emailed_at IS NULL`,
          params: [at, id],
        },
        ...enqueue(
          { kind: 'certificate-ready', to: email, data: {} },
          { onlyIf: { sql: 'SELECT 1 WHERE changes() = 1' } },
        ),
      ])
      await db.write([
        ...statements,
        {
          sql: `INSERT INTO certificate_releases (released_at, released_by, emailed) VALUES (?, ?, ?)`,
          params: [at, accountId, due.length],
        },
        ...extra,
      ])
      return due.length
    },
  }
}

export type Certificates = ReturnType<typeof createCertificates>
