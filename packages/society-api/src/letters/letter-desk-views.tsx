/** @jsxImportSource hono/jsx */
import { TableSection } from '../desk/views/table-section.tsx'

/** A registration's money state as the desk says it (payments/balance.ts's states). */
const PAYMENT: Record<string, string> = {
  paid: 'Paid',
  overpaid: 'Paid (overpaid)',
  'part-paid': 'Part paid',
  refunded: 'Refunded',
  pending: 'Not paid: a card payment is open',
  unpaid: 'Not paid',
  cancelled: 'Registration cancelled',
  mismatch: 'Paid a different amount',
}
export const paymentLabel = (state: string | null) =>
  state === null ? 'No registration' : (PAYMENT[state] ?? state)

export interface PendingLetter {
  id: number
  registrationId: number
  passportName: string
  nationality: string
  passportNumber: string
  birthDate: string
  embassy: string
  payment: string | null
}

export interface IssuedLetterRow {
  /** The request's number (the letter's address on the desk). */
  id: number
  registrationId: number
  passportName: string
  nationality: string
  issuedAt: string
  /** What the letter says of the registration (its status phrase), or `withdrawn`. */
  status: string
  /** The verification code printed on it; null for a letter issued before its words were kept. */
  code: string | null
  verifyUrl: string | null
  hasPdf: boolean
  payment: string | null
}

/** GET /desk/visa-letters: pending requests (with the payment state), then the letters issued. */
export function LetterDesk({
  pending,
  issued,
  done,
}: {
  pending: PendingLetter[]
  issued: IssuedLetterRow[]
  done?: string
}) {
  return (
    <>
      {done && <p role="status">{done}</p>}
      <TableSection
        id="pending-letters"
        title="Waiting for a decision"
        empty="No requests are waiting."
        label="Visa letter requests"
        caption="Waiting for a decision, oldest first"
        columns={[
          'Name as in the passport',
          'Nationality',
          'Passport number',
          'Date of birth',
          'Embassy',
          'Registration',
          'Payment',
          'Decision',
        ]}
        rows={pending}
        row={(r) => (
          <tr>
            <td>{r.passportName}</td>
            <td>{r.nationality}</td>
            <td>{r.passportNumber}</td>
            <td>{r.birthDate}</td>
            <td>{r.embassy}</td>
            <td>
              <a href={`/desk/registrations/${r.registrationId}`}>{`#${r.registrationId}`}</a>
            </td>
            <td>{paymentLabel(r.payment)}</td>
            <td>
              <form method="post" action={`/desk/visa-letters/${r.id}/approve`}>
                <button type="submit">{`Approve the letter for ${r.passportName}`}</button>
              </form>
              <form method="post" action={`/desk/visa-letters/${r.id}/refuse`}>
                <button type="submit">{`Refuse the letter for ${r.passportName}`}</button>
              </form>
            </td>
          </tr>
        )}
      />
      <TableSection
        id="issued-letters"
        title="Letters issued"
        empty="No letter has been issued yet."
        caption="Letters issued, newest first"
        columns={[
          'Name as in the passport',
          'Issued (UTC)',
          'What it says of the registration',
          'Verification code',
          'Registration',
          'Payment now',
          'Letter',
        ]}
        rows={issued}
        row={(l) => (
          <tr>
            <td>
              {l.passportName} <span class="hint">({l.nationality})</span>
            </td>
            <td>{l.issuedAt.replace('T', ' ').slice(0, 16)}</td>
            <td>{l.status}</td>
            <td>
              {l.code && l.verifyUrl ? (
                <a href={l.verifyUrl}>
                  <code>{l.code}</code>
                </a>
              ) : (
                'not kept'
              )}
            </td>
            <td>
              <a href={`/desk/registrations/${l.registrationId}`}>{`#${l.registrationId}`}</a>
            </td>
            <td>{paymentLabel(l.payment)}</td>
            <td>
              {l.hasPdf ? (
                <a href={`/desk/visa-letters/${l.id}/letter.pdf`} download>
                  {`The letter for ${l.passportName} (PDF)`}
                </a>
              ) : (
                'withdrawn'
              )}
            </td>
          </tr>
        )}
      />
    </>
  )
}
