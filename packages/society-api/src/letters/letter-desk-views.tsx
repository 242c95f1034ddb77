/** @jsxImportSource hono/jsx */
import { ScrollRegion } from '../desk/views/scroll-region.tsx'

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
      <section aria-labelledby="pending-letters">
        <h2 id="pending-letters">Waiting for a decision</h2>
        {pending.length === 0 ? (
          <p>No requests are waiting.</p>
        ) : (
          <ScrollRegion label="Visa letter requests">
            <table>
              <caption>Waiting for a decision, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name as in the passport</th>
                  <th scope="col">Nationality</th>
                  <th scope="col">Passport number</th>
                  <th scope="col">Date of birth</th>
                  <th scope="col">Embassy</th>
                  <th scope="col">Registration</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {pending.map((r) => (
                  <tr>
                    <td>{r.passportName}</td>
                    <td>{r.nationality}</td>
                    <td>{r.passportNumber}</td>
                    <td>{r.birthDate}</td>
                    <td>{r.embassy}</td>
                    <td>
                      <a
                        href={`/desk/registrations/${r.registrationId}`}
                      >{`#${r.registrationId}`}</a>
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
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
      <section aria-labelledby="issued-letters">
        <h2 id="issued-letters">Letters issued</h2>
        {issued.length === 0 ? (
          <p>No letter has been issued yet.</p>
        ) : (
          <ScrollRegion label="Letters issued">
            <table>
              <caption>Letters issued, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name as in the passport</th>
                  <th scope="col">Issued (UTC)</th>
                  <th scope="col">What it says of the registration</th>
                  <th scope="col">Verification code</th>
                  <th scope="col">Registration</th>
                  <th scope="col">Payment now</th>
                  <th scope="col">Letter</th>
                </tr>
              </thead>
              <tbody>
                {issued.map((l) => (
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
                      <a
                        href={`/desk/registrations/${l.registrationId}`}
                      >{`#${l.registrationId}`}</a>
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
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </>
  )
}
