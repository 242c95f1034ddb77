/** @jsxImportSource hono/jsx */
import {
  changeOptions,
  optionsOf,
  type RegistrationOptions,
} from '../../conference/option-changes.ts'
import { FeeDataError } from '../../conference/fees.ts'
import { createConferenceStore } from '../../conference/store.ts'
import { dueLabel, readBalance } from '../../payments/balance.ts'
import { accountOf, type DeskContext, idParam } from '../context.ts'
import { notice, page, seeOther } from '../render.tsx'
import { OptionsEdit } from '../views/options-edit.tsx'

/** The registration's data; null when there is none, or it is cancelled or erased. */
function registrationOf(c: DeskContext, id: number) {
  const found = createConferenceStore(c.get('desk').deps.db).findById(id)
  if (!found) return null
  const data = found.data as unknown as Record<string, unknown>
  if (typeof data.erased_at === 'string' || typeof data.cancelled_at === 'string') return null
  return data
}

const missing = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no such registration (or it is cancelled or erased).', {
    status: 404,
  })

function editPage(
  c: DeskContext,
  id: number,
  data: Record<string, unknown>,
  form: { shown?: RegistrationOptions; problem?: string } = {},
  status: 200 | 400 | 503 = 200,
) {
  const balance = readBalance(c.get('desk').deps.db, id)
  return page(
    c,
    'Change category and extras',
    <OptionsEdit
      id={id}
      name={`${String(data.firstname ?? '')} ${String(data.surname ?? '')}`.trim()}
      shown={
        form.shown ?? {
          registration_category:
            data.registration_category as RegistrationOptions['registration_category'],
          banquet: data.banquet === true,
          excursion: data.excursion === true,
        }
      }
      balance={balance ? dueLabel(balance.dueMinor, balance.currency) : 'fee not known'}
      problem={form.problem}
    />,
    { status },
  )
}

/** GET /desk/registrations/:id/options: category and extras, to change. */
export function showOptionsEdit(c: DeskContext) {
  const id = idParam(c)
  const data = registrationOf(c, id)
  return data ? editPage(c, id, data) : missing(c)
}

/** POST /desk/registrations/:id/options: the change, paid or not (the balance follows it). */
export async function changeOptionsByDesk(c: DeskContext): Promise<Response> {
  const id = idParam(c)
  const data = registrationOf(c, id)
  if (!data) return missing(c)
  const parsed = optionsOf((await c.req.parseBody()) as Record<string, unknown>)
  if ('problem' in parsed) return editPage(c, id, data, { problem: parsed.problem }, 400)
  const desk = c.get('desk')
  try {
    const outcome = await changeOptions(
      desk.deps,
      desk.clock(),
      id,
      {
        accountId: accountOf(c).id,
        address: c.get('address'),
      },
      parsed.options,
    )
    if (!outcome.saved) return missing(c)
  } catch (error) {
    if (!(error instanceof FeeDataError)) throw error
    return editPage(
      c,
      id,
      data,
      { shown: parsed.options, problem: `the fees are not available: ${error.message}` },
      503,
    )
  }
  return seeOther(c, `/desk/registrations/${id}?done=options`)
}
