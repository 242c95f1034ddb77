/** @jsxImportSource hono/jsx */
import type { SentMessage } from '../messages/sent-messages.ts'
import { ScrollRegion } from './scroll-region.tsx'

const utc = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) : '')

/** The outbox rows for the registration's address, each with a button to send a copy. */
/** `erased`: the person was erased, so nothing can be sent again (no address is held). */
export function MessagesSent({
  id,
  messages,
  erased = false,
}: {
  id: number
  messages: SentMessage[]
  erased?: boolean
}) {
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading">Messages sent</h2>
      {messages.length ? (
        <ScrollRegion label="Messages sent">
          <table>
            <thead>
              <tr>
                <th scope="col">Message</th>
                <th scope="col">State</th>
                <th scope="col">Written (UTC)</th>
                <th scope="col">Sent (UTC)</th>
                <th scope="col">Resend</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr>
                  <td>{m.title}</td>
                  <td>{m.state}</td>
                  <td>{utc(m.createdAt)}</td>
                  <td>{utc(m.sentAt)}</td>
                  <td>
                    {erased ? (
                      'not possible (erased)'
                    ) : (
                      <form
                        method="post"
                        action={`/desk/registrations/${id}/messages/${m.id}/resend`}
                      >
                        <button
                          type="submit"
                          aria-label={`Resend “${m.title}” of ${utc(m.createdAt)}`}
                        >
                          Resend
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p>No messages to this address yet.</p>
      )}
    </section>
  )
}
