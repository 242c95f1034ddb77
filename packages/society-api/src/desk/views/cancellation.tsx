/** @jsxImportSource hono/jsx */

export interface CancelConfirmationProps {
  id: number
  /** The person as the secretariat recognises them: name and address. */
  name: string
  email: string
  /** Money held for the registration in words ("USD 450.00"), or null when none. */
  held: string | null
  /** A talk made from the abstract will be marked withdrawn. */
  hasTalk: boolean
}

/**
 * POST /desk/registrations/:id/cancel without `confirm`: what cancelling does, to whom, and the
 * confirmation, a plain form (docs/decisions/0096).
 */
export function CancelConfirmation(p: CancelConfirmationProps) {
  return (
    <>
      <p class="lead">
        You are about to cancel the registration of <strong>{p.name}</strong> (registration {p.id},{' '}
        {p.email}).
      </p>
      <section aria-labelledby="consequences-heading">
        <h2 id="consequences-heading">What happens</h2>
        <ul>
          <li>
            The registration shows as cancelled: no badge, no place on the door's list, no
            certificate.
          </li>
          <li>
            {p.name} is e-mailed at {p.email} that their registration is cancelled.
          </li>
          <li>
            {p.held
              ? `The payments are kept (${p.held} held). A refund is separate: record it on the registration's page.`
              : 'Nothing has been paid; any payment records are kept.'}
          </li>
          {p.hasTalk && (
            <li>
              Their talk is marked withdrawn in the programme. Restoring the registration does not
              put it back: the programme's editors do that in the studio.
            </li>
          )}
          <li>You can restore the registration from its page until a refund is made.</li>
        </ul>
      </section>
      <form method="post" action={`/desk/registrations/${p.id}/cancel`} class="stack">
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit">Yes, cancel this registration</button>
      </form>
      <p>
        <a href={`/desk/registrations/${p.id}`}>Keep the registration (go back)</a>
      </p>
    </>
  )
}

export interface CancellationSectionProps {
  id: number
  /** When it was cancelled (ISO), or null. */
  cancelledAt: string | null
  /** The credit notes of its payments: once there is one, a cancellation stays. */
  creditNotes: string[]
}

/** The registration page's cancel / restore block. */
export function CancellationSection(p: CancellationSectionProps) {
  if (!p.cancelledAt)
    return (
      <section aria-labelledby="cancel-heading">
        <h2 id="cancel-heading">Cancel</h2>
        <p>You are asked to confirm first. A cancellation can be undone until a refund is made.</p>
        <form method="post" action={`/desk/registrations/${p.id}/cancel`}>
          <button type="submit">Cancel this registration…</button>
        </form>
      </section>
    )
  return (
    <section aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">Cancelled</h2>
      <p>This registration was cancelled on {p.cancelledAt.slice(0, 10)}. Its payments are kept.</p>
      {p.creditNotes.length ? (
        <p>
          It cannot be restored: a refund has been made (credit note {p.creditNotes.join(', ')}).
        </p>
      ) : (
        <form method="post" action={`/desk/registrations/${p.id}/restore`}>
          <button type="submit">Restore registration</button>
        </form>
      )}
    </section>
  )
}
