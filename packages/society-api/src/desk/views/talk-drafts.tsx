/** @jsxImportSource hono/jsx */
import { symposiumLabel } from '../../review/assignment-rows.ts'
import type { AcceptedRow } from '../../talks/talk-drafts-store.ts'
import { modeLabel } from './review-lists.tsx'
import { ScrollRegion } from './scroll-region.tsx'

export interface TalkDraftsPageProps {
  rows: AcceptedRow[]
  /** What the last action did, or why it could not. */
  status?: string
  error?: string
  /** No write token: the action is shown, and says so when used. */
  setUp: boolean
}

/** GET /desk/programme-drafts: accepted abstracts and whether each has its talk draft. */
export function TalkDraftsPage({ rows, status, error, setUp }: TalkDraftsPageProps) {
  const missing = rows.filter((r) => !r.talkDocumentId).length
  return (
    <div class="talk-drafts">
      {status && (
        <p role="status" class="done">
          {status}
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <p>
        {rows.length === 0
          ? 'No abstract has been accepted yet.'
          : `${rows.length} accepted ${rows.length === 1 ? 'abstract' : 'abstracts'}; ${missing} without a talk draft.`}{' '}
        A draft has the title, authors, symposium, kind and, where the file allows, the abstract’s
        text. Schedule the drafts in the studio’s programme desk.
      </p>
      {!setUp && (
        <p class="hint">
          This server has no write access to the CMS (SANITY_WRITE_TOKEN), so it cannot make drafts.
        </p>
      )}
      <form method="post" action="/desk/programme-drafts">
        <button type="submit" disabled={missing === 0 || !setUp}>
          Make the missing talk drafts
        </button>
      </form>
      {rows.length > 0 && (
        <ScrollRegion label="Accepted abstracts">
          <table>
            <thead>
              <tr>
                <th scope="col">No.</th>
                <th scope="col">Title</th>
                <th scope="col">Symposium</th>
                <th scope="col">Kind</th>
                <th scope="col">Talk draft</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr>
                  <td>{r.registrationId}</td>
                  <td>{r.title ?? '(no title given)'}</td>
                  <td>{symposiumLabel(r.symposium ?? '')}</td>
                  <td>{modeLabel(r.decision)}</td>
                  <td>{r.talkDocumentId ? 'Made' : 'Not yet'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  )
}
