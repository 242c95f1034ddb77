/** @jsxImportSource hono/jsx */
import { SYMPOSIUM_TYPES } from '@amrs/shared/contract/conference'
import { auditEntry, type DeskContext, idParam } from '../context.ts'
import { notice, page, seeOther } from '../render.tsx'
import { ReviewerSettingsPage } from '../views/reviewer-settings.tsx'
import { createAssignmentStore, type ReviewerSettings } from './assignment-store.ts'

const store = (c: DeskContext) => createAssignmentStore(c.get('desk').deps.db)

const notAReviewer = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no reviewer account with this number.', { status: 404 })

/** What the form says, or what is wrong with it. */
export function readReviewerForm(
  form: Record<string, string | File | (string | File)[]>,
  abstractIds: ReadonlySet<number>,
): { settings: ReviewerSettings; typed: string } | { error: string; typed: string } {
  const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v])
  const symposia = list(form.symposium)
  const typed = typeof form.conflicts === 'string' ? form.conflicts.trim() : ''
  const affiliation = typeof form.affiliation === 'string' ? form.affiliation.trim() : ''
  if (!symposia.every((s) => (SYMPOSIUM_TYPES as readonly unknown[]).includes(s)))
    return { error: 'Choose symposia from the list.', typed }
  if (affiliation.length > 200) return { error: 'The affiliation is too long.', typed }
  const words = typed.split(/[\s,;]+/).filter(Boolean)
  const unknown = words.filter((w) => !/^\d{1,12}$/.test(w) || !abstractIds.has(Number(w)))
  if (unknown.length)
    return { error: `These are not abstracts' registration numbers: ${unknown.join(', ')}.`, typed }
  return {
    settings: {
      affiliation,
      symposia: symposia as string[],
      conflicts: [...new Set(words.map(Number))],
    },
    typed,
  }
}

/** GET /desk/accounts/:id/reviewing (`?saved=1` after saving). */
export function showReviewer(c: DeskContext) {
  const [reviewer] = store(c).reviewers(idParam(c))
  if (!reviewer) return notAReviewer(c)
  return page(
    c,
    'Reviewer',
    <ReviewerSettingsPage
      id={reviewer.id}
      email={reviewer.email}
      affiliation={reviewer.affiliation ?? ''}
      symposia={reviewer.symposia}
      choices={SYMPOSIUM_TYPES}
      conflicts={reviewer.conflicts.join(' ')}
      saved={c.req.query('saved') === '1'}
    />,
  )
}

/** POST /desk/accounts/:id/reviewing: replaces the reviewer's symposia, affiliation and conflicts. */
export async function saveReviewer(c: DeskContext): Promise<Response> {
  const [reviewer] = store(c).reviewers(idParam(c))
  if (!reviewer) return notAReviewer(c)
  const ids = new Set(
    store(c)
      .abstracts()
      .map((a) => a.id),
  )
  const form = await c.req.parseBody({ all: true })
  const read = readReviewerForm(form, ids)
  if ('error' in read) {
    const symposia = [form.symposium ?? []].flat().map(String)
    return page(
      c,
      'Reviewer',
      <ReviewerSettingsPage
        id={reviewer.id}
        email={reviewer.email}
        affiliation={typeof form.affiliation === 'string' ? form.affiliation : ''}
        symposia={symposia}
        choices={SYMPOSIUM_TYPES}
        conflicts={read.typed}
        error={read.error}
      />,
      { status: 422 },
    )
  }
  await store(c).setReviewer(
    reviewer.id,
    read.settings,
    c.get('desk').clock(),
    auditEntry(c, 'reviewer.changed', reviewer.id),
  )
  return seeOther(c, `/desk/accounts/${reviewer.id}/reviewing?saved=1`)
}
