import { accountOf, auditEntry, type DeskContext } from '../desk/context.ts'
import { notice, seeOther } from '../desk/render.tsx'
import { SET_BY_DESK } from './badge-category.ts'
import { badgeCategoryOf, setBadgeCategoryStatements } from './badges-store.ts'

/**
 * POST /desk/registrations/:id/badge-category: sets (or clears, with '') the category the desk
 * chooses; one history row and the audit entry in the same unit, as corrections are.
 */
export async function setBadgeCategory(c: DeskContext): Promise<Response> {
  const { deps, clock } = c.get('desk')
  const id = /^\d{1,12}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : 0
  const before = badgeCategoryOf(deps.db, id)
  if (before === undefined)
    return notice(c, 'Not found', 'There is no such registration.', { status: 404 })
  const value = String((await c.req.parseBody()).badge_category ?? '')
  if (value !== '' && !(SET_BY_DESK as readonly string[]).includes(value))
    return notice(c, 'Not saved', 'Choose a badge category from the list.', { status: 400 })
  if (value === before) return seeOther(c, `/desk/registrations/${id}?saved=0`)
  const at = clock().toISOString()
  await deps.db.write([
    ...setBadgeCategoryStatements({
      registrationId: id,
      accountId: accountOf(c).id,
      before,
      after: value,
      at,
    }),
    auditEntry(c, 'registration.badge-category', id),
  ])
  return seeOther(c, `/desk/registrations/${id}?saved=1`)
}
