/** @jsxImportSource hono/jsx */
import type { CertificatePerson, ReleasePlan } from './certificate-release-plan.ts'

const delegates = (n: number) => `${n} ${n === 1 ? 'delegate' : 'delegates'}`

const People = ({ people }: { people: CertificatePerson[] }) => (
  <ul>
    {people.map((p) => (
      <li>
        {p.name || '(no name)'} (registration {p.id})
      </li>
    ))}
  </ul>
)

/** Who a release e-mails, who had it already, and who is left out and why (docs/decisions/0096). */
export function ReleaseLists({ plan }: { plan: ReleasePlan }) {
  return (
    <>
      <section aria-labelledby="due-heading">
        <h2 id="due-heading">Will get a certificate: {delegates(plan.due.length)}</h2>
        <p>Paid and checked in at the door; each is e-mailed once.</p>
        {plan.due.length ? <People people={plan.due} /> : <p>Nobody is waiting.</p>}
      </section>
      <section aria-labelledby="left-out-heading">
        <h2 id="left-out-heading">Left out: {delegates(plan.leftOut.length)}</h2>
        {plan.leftOut.length ? (
          <ul>
            {plan.leftOut.map((p) => (
              <li>
                {p.name || '(no name)'} (registration {p.id}): {p.why}
              </li>
            ))}
          </ul>
        ) : (
          <p>Nobody who paid or was checked in is left out.</p>
        )}
      </section>
      {plan.sent.length > 0 && (
        <section aria-labelledby="sent-heading">
          <h2 id="sent-heading">E-mailed by an earlier release: {delegates(plan.sent.length)}</h2>
          <People people={plan.sent} />
        </section>
      )}
    </>
  )
}

/**
 * POST /desk/certificates/release without `confirm`: what the release will do and to whom, and
 * the confirmation (a plain form; the fingerprint holds the list confirmed).
 */
export function ReleaseConfirmation({ plan, changed }: { plan: ReleasePlan; changed: boolean }) {
  const n = plan.due.length
  return (
    <>
      {changed && (
        <p role="alert">
          The list changed since you looked at it (a check-in or a payment since). Nothing was sent:
          check the list below again.
        </p>
      )}
      <p class="lead">
        Releasing e-mails {delegates(n)} that their certificate of attendance is ready. Messages
        cannot be called back once sent.
      </p>
      <ReleaseLists plan={plan} />
      {n > 0 ? (
        <form method="post" action="/desk/certificates/release" class="stack">
          <input type="hidden" name="confirm" value="yes" />
          <input type="hidden" name="plan" value={plan.fingerprint} />
          <button type="submit">Release certificates to {delegates(n)}</button>
        </form>
      ) : (
        <p>There is nobody to release a certificate to.</p>
      )}
      <p>
        <a href="/desk/certificates">Back without releasing</a>
      </p>
    </>
  )
}
