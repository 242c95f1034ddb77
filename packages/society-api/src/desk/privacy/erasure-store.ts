import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { rm } from 'node:fs/promises'
import { createAbstractFiles } from '../../conference/abstract-files.ts'
import type { Db, Statement } from '../../db/db.ts'
import type { ServiceDeps } from '../../deps.ts'
import { WITHDRAWN } from '../../letters/letters-store.ts'
import { eraseBooksHolding } from '../../book/book-store.ts'
import { anonymiseRegistrationData, ERASED, erasedAddress } from './erasure-rules.ts'

/** Whose data: the registration (if any) and the address everything else is held under. */
export interface ErasureTarget {
  email: string
  registrationId: number | null
  memberId: number | null
  /** What the audit log names: `registration <id>`, `member <id>` or `subscriber`. */
  label: string
}

/** The person held under a registration, or null. */
export function targetOfRegistration(db: Db, id: number): ErasureTarget | null {
  const row = db.get<{ id: number; email: string }>(
    'SELECT id, email FROM conference_registrations WHERE id = ?',
    [id],
  )
  return row ? targetOf(db, row.email) : null
}

/** The person held under an address (any case), or null when nothing is held under it. */
export function targetOf(db: Db, address: string): ErasureTarget | null {
  const email = address.trim().toLowerCase()
  if (!email) return null
  const same = (column: string) => `lower(trim(${column})) = ?`
  const registration = db.get<{ id: number }>(
    `SELECT id FROM conference_registrations WHERE ${same('email')}`,
    [email],
  )
  const member = db.get<{ id: number }>(`SELECT id FROM member_profiles WHERE ${same('email')}`, [
    email,
  ])
  const elsewhere = db.get(
    `SELECT 1 FROM newsletter_subscriptions WHERE ${same('email')}
     UNION ALL SELECT 1 FROM conference_transactions WHERE ${same('email')}
     UNION ALL SELECT 1 FROM outbox WHERE ${same('recipient')} LIMIT 1`,
    [email, email, email],
  )
  if (!registration && !member && !elsewhere) return null
  return {
    email,
    registrationId: registration?.id ?? null,
    memberId: member?.id ?? null,
    label: registration
      ? `registration ${String(registration.id)}`
      : member
        ? `member ${String(member.id)}`
        : 'subscriber',
  }
}

/**
 * What is held about a registration beside its row, removed or anonymised when it goes (by erasure
 * or when it has been kept as long as the privacy page says): its change history's values,
 * sign-in links and sessions, reviews and hand-backs, the door's record, the certificate, and the
 * visa letters' personal details.
 */
export function registrationRecordStatements(rid: number, at: string): Statement[] {
  return [
    {
      sql: `UPDATE registration_changes SET before = CASE WHEN before IS NULL THEN NULL ELSE ? END,
              after = CASE WHEN after IS NULL THEN NULL ELSE ? END WHERE registration_id = ?`,
      params: [ERASED, ERASED, rid],
    },
    { sql: 'DELETE FROM delegate_sign_in_links WHERE registration_id = ?', params: [rid] },
    { sql: 'DELETE FROM delegate_sessions WHERE registration_id = ?', params: [rid] },
    // Reviews of the abstract and reasons for handing it back were written to or about them.
    { sql: 'DELETE FROM abstract_reviews WHERE registration_id = ?', params: [rid] },
    { sql: 'DELETE FROM abstract_handbacks WHERE registration_id = ?', params: [rid] },
    // The door's record of the person (docs/decisions/0081): desk, account and time.
    { sql: 'DELETE FROM check_ins WHERE registration_id = ?', params: [rid] },
    // Their certificate (docs/decisions/0089): /verify then finds no such code.
    { sql: 'DELETE FROM certificates WHERE registration_id = ?', params: [rid] },
    {
      sql: `UPDATE visa_letters SET passport_name = ?, nationality = ?, status = ?, pdf = X'', view = NULL
            WHERE request_id IN (SELECT id FROM visa_letter_requests WHERE registration_id = ?)`,
      params: [ERASED, ERASED, WITHDRAWN, rid],
    },
    {
      sql: `UPDATE visa_letter_requests SET passport_name = ?, nationality = ?, embassy = ?,
              passport_number_sealed = NULL, birth_date = NULL,
              passport_purged_at = coalesce(passport_purged_at, ?),
              state = CASE state WHEN 'pending' THEN 'refused' ELSE state END,
              decided_at = coalesce(decided_at, ?)
            WHERE registration_id = ?`,
      params: [ERASED, ERASED, ERASED, at, at, rid],
    },
  ]
}

/** The files to delete once the erasure is committed. */
export interface ErasedFiles {
  abstracts: string[]
  proofs: string[]
}

/**
 * The statements that erase the person (one unit: all or nothing), and the files to delete
 * after it commits (docs/decisions/0075). `also`: the audit entry, in the same unit.
 */
export function erasureStatements(
  db: Db,
  target: ErasureTarget,
  at: string,
): { statements: Statement[]; files: ErasedFiles } {
  const { email, registrationId: rid } = target
  const address = erasedAddress(
    rid !== null ? `r${rid}` : target.memberId !== null ? `m${target.memberId}` : randomHex(),
  )
  const rowOf = db.get<{ data: string; abstract_key: string | null }>(
    'SELECT data, abstract_key FROM conference_registrations WHERE id = ?',
    [rid ?? -1],
  )
  const payments = db.all<{ reference: string; proof_key: string | null }>(
    `SELECT reference, proof_key FROM conference_transactions
     WHERE lower(trim(email)) = ? OR registration_id = ?`,
    [email, rid ?? -1],
  )
  const refs = payments.map((p) => p.reference)
  const inRefs = `reference IN (${refs.map(() => '?').join(',') || "''"})`
  const statements: Statement[] = []
  if (rowOf && rid !== null) {
    const data = JSON.parse(rowOf.data) as Record<string, unknown>
    statements.push(
      {
        sql: `UPDATE conference_registrations SET email = ?, data = ?, abstract_key = NULL,
                abstract_etag = NULL, abstract_kind = NULL, abstract_size = NULL, updated_at = ?
              WHERE id = ?`,
        params: [address, JSON.stringify(anonymiseRegistrationData(data, address, at)), at, rid],
      },
      ...registrationRecordStatements(rid, at),
      // Every copy of the book of abstracts that prints their abstract (docs/decisions/0087).
      eraseBooksHolding(rid),
    )
  }
  statements.push(
    {
      sql: `UPDATE conference_transactions SET email = ?, note = NULL, proof_key = NULL WHERE ${inRefs}`,
      params: [address, ...refs],
    },
    {
      sql: `UPDATE receipts SET payer_name = ?, payer_email = ?
            WHERE ${inRefs} OR lower(trim(payer_email)) = ?`,
      params: [ERASED, address, ...refs, email],
    },
    {
      sql: `UPDATE credit_notes SET payer_name = ?, payer_email = ?, reason = ?
            WHERE ${inRefs} OR lower(trim(payer_email)) = ?`,
      params: [ERASED, address, ERASED, ...refs, email],
    },
    {
      // Not yet sent: never sent now (the address is gone).
      sql: `UPDATE outbox SET recipient = ?, data = '{}', last_error = NULL, smtp_response = NULL,
              state = CASE WHEN state IN ('pending', 'sending') THEN 'suppressed' ELSE state END
            WHERE lower(trim(recipient)) = ?`,
      params: [address, email],
    },
    { sql: 'DELETE FROM mail_suppressions WHERE lower(trim(address)) = ?', params: [email] },
    { sql: 'DELETE FROM newsletter_subscriptions WHERE lower(trim(email)) = ?', params: [email] },
    { sql: 'DELETE FROM member_profiles WHERE lower(trim(email)) = ?', params: [email] },
  )
  return {
    statements,
    files: {
      abstracts: rowOf?.abstract_key ? [rowOf.abstract_key] : [],
      proofs: payments.flatMap((p) => (p.proof_key ? [p.proof_key] : [])),
    },
  }
}

const randomHex = () => randomBytes(6).toString('hex')

/** Deletes the files of an erased person (after the commit; a missing file is no error). */
export async function deleteErasedFiles(deps: ServiceDeps, files: ErasedFiles): Promise<void> {
  const abstracts = createAbstractFiles(path.join(deps.config.dataDir, 'abstracts'))
  for (const key of files.abstracts) await abstracts.remove(key)
  await deletePaymentProofs(deps, files.proofs)
}

/** Deletes proof-of-payment files by their keys (a missing file is no error; other names are ignored). */
export async function deletePaymentProofs(deps: ServiceDeps, keys: string[]): Promise<void> {
  const proofs = path.join(deps.config.dataDir, 'payment-proofs')
  for (const key of keys)
    if (/^[0-9a-f-]{36}\.(pdf|jpg|png)$/.test(key))
      await rm(path.join(proofs, key), { force: true })
}

/** Erases the person: one unit with `also` (the audit entry), then their files. */
export async function erasePerson(
  deps: ServiceDeps,
  target: ErasureTarget,
  at: Date,
  also: Statement[],
): Promise<void> {
  const { statements, files } = erasureStatements(deps.db, target, at.toISOString())
  await deps.db.write([...statements, ...also])
  // What the unit replaced leaves the WAL and the file now, not at the next checkpoint.
  deps.db.checkpoint()
  await deleteErasedFiles(deps, files)
}

const plural = (n: number, one: string, many = `${one}s`) => `${String(n)} ${n === 1 ? one : many}`

/** What is held under the person now, counted, for the confirmation page. */
export function heldNow(db: Db, target: ErasureTarget): string[] {
  const { email } = target
  const rid = target.registrationId ?? -1
  const count = (sql: string, params: (string | number)[]) =>
    Number(db.get<{ n: number }>(`SELECT count(*) AS n FROM ${sql}`, params)?.n ?? 0)
  const registration = db.get<{ abstract_key: string | null }>(
    'SELECT abstract_key FROM conference_registrations WHERE id = ?',
    [rid],
  )
  const payments = count(
    'conference_transactions WHERE lower(trim(email)) = ? OR registration_id = ?',
    [email, rid],
  )
  const proofs = count(
    'conference_transactions WHERE (lower(trim(email)) = ? OR registration_id = ?) AND proof_key IS NOT NULL',
    [email, rid],
  )
  return [
    registration
      ? `A registration${registration.abstract_key ? ', with an abstract file' : ''}`
      : 'No registration',
    count('member_profiles WHERE lower(trim(email)) = ?', [email])
      ? 'A member profile'
      : 'No member profile',
    plural(
      count('newsletter_subscriptions WHERE lower(trim(email)) = ?', [email]),
      'newsletter subscription',
    ),
    `${plural(payments, 'payment')} (${plural(proofs, 'proof file')})`,
    plural(count('outbox WHERE lower(trim(recipient)) = ?', [email]), 'message'),
    plural(count('visa_letter_requests WHERE registration_id = ?', [rid]), 'visa letter request'),
  ]
}
