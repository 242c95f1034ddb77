/** @jsxImportSource hono/jsx */
import path from 'node:path'
import { createAbstractFiles } from '../../conference/abstract-files.ts'
import { typedAbstract, type AbstractTyped } from '../../conference/abstract-form.ts'
import { storedAbstract } from '../../conference/abstract-form-fields.tsx'
import { saveAbstractForm } from '../../conference/abstract-save.ts'
import { createConferenceStore } from '../../conference/store.ts'
import { abstractDecisionFor } from '../../review/decision.ts'
import { accountOf, type DeskContext, idParam } from '../context.ts'
import { notice, page, seeOther } from '../render.tsx'
import { AbstractEdit } from '../views/abstract-edit.tsx'

/** The registration's data and whether its abstract is decided; null without an abstract or erased. */
function registrationOf(c: DeskContext, id: number) {
  const db = c.get('desk').deps.db
  const found = createConferenceStore(db).findById(id)
  if (!found?.abstract) return null
  const data = found.data as unknown as Record<string, unknown>
  if (typeof data.erased_at === 'string') return null
  const decision = abstractDecisionFor(db, id).status
  return { data, decided: decision === 'accepted' || decision === 'rejected' }
}

const missing = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no such registration with an abstract.', { status: 404 })

async function editPage(
  c: DeskContext,
  id: number,
  found: { data: Record<string, unknown>; decided: boolean },
  form: { shown?: AbstractTyped; problem?: string } = {},
  status: 200 | 400 | 404 | 409 = 200,
) {
  return page(
    c,
    'Change the abstract',
    <AbstractEdit
      id={id}
      name={`${String(found.data.firstname ?? '')} ${String(found.data.surname ?? '')}`.trim()}
      shown={form.shown ?? storedAbstract(found.data)}
      decided={found.decided}
      problem={form.problem}
    />,
    { status },
  )
}

/** GET /desk/registrations/:id/abstract/edit: the abstract's title, authors and file, to change. */
export async function showAbstractEdit(c: DeskContext): Promise<Response> {
  const id = idParam(c)
  const found = registrationOf(c, id)
  return found ? editPage(c, id, found) : missing(c)
}

/**
 * POST /desk/registrations/:id/abstract: the desk's change, decided or not; recorded with
 * before and after in the history and in the audit log, in the change's own unit.
 */
export async function changeAbstractByDesk(c: DeskContext): Promise<Response> {
  const id = idParam(c)
  const found = registrationOf(c, id)
  if (!found) return missing(c)
  const desk = c.get('desk')
  const form = (await c.req.parseBody()) as Record<string, unknown>
  const typed = typedAbstract(form)
  const outcome = await saveAbstractForm(
    { db: desk.deps.db, clock: desk.clock },
    createAbstractFiles(path.join(desk.deps.config.dataDir, 'abstracts')),
    id,
    { accountId: accountOf(c).id, address: c.get('address') },
    typed,
    form.abstract,
  )
  if (!outcome.saved)
    return editPage(c, id, found, { shown: typed, problem: outcome.problem }, outcome.status)
  return seeOther(c, `/desk/registrations/${id}?done=abstract`)
}
