/** @jsxImportSource hono/jsx */
import { readRubricForm } from '../../review/rubric.ts'
import { auditEntry, type DeskContext } from '../context.ts'
import { page, seeOther } from '../render.tsx'
import { RubricPage } from '../views/rubric.tsx'
import { createReviewStore } from './review-store.ts'

const store = (c: DeskContext) => createReviewStore(c.get('desk').deps.db)

/** GET /desk/rubric (`?saved=1` after saving). */
export function showRubric(c: DeskContext) {
  const rows = store(c)
    .rubric()
    .map((r) => ({ name: r.name, scale: String(r.scale) }))
  return page(c, 'Review rubric', <RubricPage rows={rows} saved={c.req.query('saved') === '1'} />)
}

/** POST /desk/rubric: replaces the rubric, audited; the form again with the message if wrong. */
export async function saveRubric(c: DeskContext): Promise<Response> {
  const read = readRubricForm(await c.req.parseBody({ all: true }))
  if ('error' in read)
    return page(
      c,
      'Review rubric',
      <RubricPage
        rows={read.rows}
        error={read.error}
        {...(read.row === undefined ? {} : { row: read.row, field: read.field })}
      />,
      { status: 422 },
    )
  await store(c).setRubric(read.rubric, auditEntry(c, 'rubric.changed'))
  return seeOther(c, '/desk/rubric?saved=1')
}
