/** @jsxImportSource hono/jsx */
import { DECISION_LABELS } from '../../review/decision-table.ts'
import type { Batch } from '../decisions/decision-batch.ts'

const HELD_BACK = {
  cancelled: 'registration cancelled',
  erased: 'person erased',
} as const

/**
 * GET /desk/decisions/send: every message the batch would send, exactly as it would go (subject
 * and text), and the one button that sends them; decisions whose author is not mailed, and why.
 */
export function SendPreview({ batch, status }: { batch: Batch; status?: string }) {
  const { messages, heldBack } = batch
  const n = messages.length
  return (
    <div class="decision-batch">
      {status && (
        <p role="status" class="done">
          {status}
        </p>
      )}
      <p>
        <a href="/desk/decisions">All decisions</a>
      </p>
      {n === 0 ? (
        <p>No decided abstract is waiting for its message.</p>
      ) : (
        <form method="post" action="/desk/decisions/send">
          <input type="hidden" name="batch" value={batch.fingerprint} />
          <p>
            {n} {n === 1 ? 'message' : 'messages'} will go, one to each author below, through the
            outbox. Nothing is sent until you press the button.
          </p>
          <button type="submit">
            Send {n} decision {n === 1 ? 'message' : 'messages'}
          </button>
        </form>
      )}
      {heldBack.length > 0 && (
        <section aria-labelledby="held-back">
          <h2 id="held-back">Not mailed</h2>
          <ul class="plain">
            {heldBack.map((h) => (
              <li>
                No. {h.id}: {DECISION_LABELS[h.decision]}, {HELD_BACK[h.heldBack ?? 'cancelled']}
              </li>
            ))}
          </ul>
        </section>
      )}
      {messages.map((m) => (
        <article aria-labelledby={`message-${m.id}`} class="mail-preview">
          <h2 id={`message-${m.id}`}>
            No. {m.id}: {DECISION_LABELS[m.decision]}
          </h2>
          <dl class="fields">
            <dt>To</dt>
            <dd>{m.to}</dd>
            <dt>Subject</dt>
            <dd>{m.mail.subject}</dd>
          </dl>
          <pre class="mail-text">{m.mail.text}</pre>
        </article>
      ))}
    </div>
  )
}
