/** @jsxImportSource hono/jsx */
import { ContentWriteError } from '../../content/content-writer.ts'
import { makeTalkDrafts, NotSetUpError } from '../../talks/make-drafts.ts'
import { createTalkDraftsStore } from '../../talks/talk-drafts-store.ts'
import { auditEntry, type DeskContext } from '../context.ts'
import { page, seeOther } from '../render.tsx'
import { TalkDraftsPage } from '../views/talk-drafts.tsx'

const TITLE = 'Programme drafts'

function render(
  c: DeskContext,
  extra: { status?: string; error?: string },
  status: 200 | 502 | 503 = 200,
) {
  const deps = c.get('desk').deps
  const rows = createTalkDraftsStore(deps.db).accepted()
  return page(c, TITLE, <TalkDraftsPage rows={rows} setUp={!!deps.contentWriter} {...extra} />, {
    status,
  })
}

/** GET /desk/programme-drafts (`?made=N&had=M` after the action). */
export function showTalkDrafts(c: DeskContext) {
  const made = c.req.query('made')
  const status =
    made !== undefined && /^\d{1,6}$/.test(made)
      ? `${made} talk ${made === '1' ? 'draft' : 'drafts'} made.`
      : undefined
  return render(c, status ? { status } : {})
}

/** POST /desk/programme-drafts: makes the missing drafts, each audited; the page again. */
export async function makeDrafts(c: DeskContext): Promise<Response> {
  try {
    const report = await makeTalkDrafts(c.get('desk').deps, (id) =>
      auditEntry(c, 'talk.drafted', id),
    )
    return seeOther(c, `/desk/programme-drafts?made=${report.made}`)
  } catch (error) {
    if (error instanceof NotSetUpError) return render(c, { error: error.message }, 503)
    if (error instanceof ContentWriteError)
      return render(
        c,
        {
          error: `The CMS refused the drafts (${error.status}); none of that batch was made. Try again, or tell the technical team.`,
        },
        502,
      )
    throw error
  }
}
