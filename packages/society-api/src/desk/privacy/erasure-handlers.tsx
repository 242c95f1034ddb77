/** @jsxImportSource hono/jsx */
import { audit, auditEntry, type DeskContext, idParam } from '../context.ts'
import { talkToWithdraw, withdrawTalkLogged } from '../../talks/withdraw-talk.ts'
import type { DeskEndpoint } from '../endpoints.ts'
import { notice, page, seeOther } from '../render.tsx'
import { SECRETARIAT } from '../roles.ts'
import { ErasureConfirmation, PersonalDataByAddress } from '../views/erasure.tsx'
import {
  erasePerson,
  heldNow,
  targetOf,
  targetOfRegistration,
  type ErasureTarget,
} from './erasure-store.ts'
import { isErasedAddress } from './erasure-rules.ts'

const nothingHeld = (c: DeskContext) =>
  notice(c, 'Not found', 'Nothing is held under that registration or address.', { status: 404 })
const erasedAlready = (c: DeskContext) =>
  notice(c, 'Erased already', 'This person has been erased already.', { status: 409 })

/** The person behind a registration; 'erased' when they were erased already. */
function registrationTarget(c: DeskContext): ErasureTarget | 'missing' | 'erased' {
  const target = targetOfRegistration(c.get('desk').deps.db, idParam(c))
  if (!target) return 'missing'
  return isErasedAddress(target.email) ? 'erased' : target
}

/** Erasure by address posts the address again (never in the URL). */
const BY_ADDRESS = '/desk/people/erase'

/** The name a registration's erasure is confirmed by: "First Surname (registration n)". */
function registrationWho(c: DeskContext, target: ErasureTarget): string {
  const name = c
    .get('desk')
    .deps.db.get<{ name: string }>(
      "SELECT json_extract(data, '$.firstname') || ' ' || json_extract(data, '$.surname') AS name FROM conference_registrations WHERE id = ?",
      [target.registrationId],
    )?.name
  return `${String(name)} (registration ${String(target.registrationId)})`
}

/**
 * The confirmation page (docs/decisions/0075, 0096); `unticked`: posted without the tick, so
 * nothing was erased and the page says so (400), naming the person again.
 */
const confirmation = (
  c: DeskContext,
  target: ErasureTarget,
  who: string,
  action: string,
  unticked = false,
) =>
  page(
    c,
    'Erase this person?',
    <ErasureConfirmation
      who={who}
      held={heldNow(c.get('desk').deps.db, target)}
      action={action}
      email={action === BY_ADDRESS ? target.email : undefined}
      unticked={unticked}
    />,
    { status: unticked ? 400 : 200 },
  )

/** GET /desk/registrations/:id/erase: the confirmation page. */
export function confirmRegistrationErasure(c: DeskContext) {
  const target = registrationTarget(c)
  if (target === 'missing') return nothingHeld(c)
  if (target === 'erased') return erasedAlready(c)
  return confirmation(
    c,
    target,
    registrationWho(c, target),
    `/desk/registrations/${String(target.registrationId)}/erase`,
  )
}

async function erase(c: DeskContext, target: ErasureTarget) {
  const desk = c.get('desk')
  const talk = talkToWithdraw(desk.deps, target.registrationId)
  await erasePerson(desk.deps, target, desk.clock(), [auditEntry(c, 'person.erased', target.label)])
  // A talk made from the abstract shows as withdrawn in the programme.
  await withdrawTalkLogged(desk.deps, talk, (action, id) => audit(c, action, id), { erased: true })
}

/** POST /desk/registrations/:id/erase (`confirm=yes`): erases, then the erased registration. */
export async function eraseRegistrationPerson(c: DeskContext): Promise<Response> {
  const form = await c.req.parseBody()
  const target = registrationTarget(c)
  if (target === 'missing') return nothingHeld(c)
  if (target === 'erased') return erasedAlready(c)
  if (form.confirm !== 'yes')
    return confirmation(
      c,
      target,
      registrationWho(c, target),
      `/desk/registrations/${String(target.registrationId)}/erase`,
      true,
    )
  await erase(c, target)
  return seeOther(c, `/desk/registrations/${String(target.registrationId)}?done=erased`)
}

/** GET /desk/people/personal-data: export or erase by address (no registration). */
export const showPersonalData = (c: DeskContext) =>
  page(c, 'Personal data', <PersonalDataByAddress />)

/** POST /desk/people/erase/confirm (`email`): the confirmation page for an address. */
export async function confirmAddressErasure(c: DeskContext): Promise<Response> {
  const email = String((await c.req.parseBody()).email ?? '')
  const target = targetOf(c.get('desk').deps.db, email)
  if (!target || isErasedAddress(target.email)) return nothingHeld(c)
  return confirmation(c, target, target.email, BY_ADDRESS)
}

/** POST /desk/people/erase (`email`, `confirm=yes`): erases everything held under the address. */
export async function eraseAddressPerson(c: DeskContext): Promise<Response> {
  const form = await c.req.parseBody()
  const target = targetOf(c.get('desk').deps.db, String(form.email ?? ''))
  if (!target || isErasedAddress(target.email)) return nothingHeld(c)
  if (form.confirm !== 'yes') return confirmation(c, target, target.email, BY_ADDRESS, true)
  await erase(c, target)
  if (target.registrationId !== null)
    return seeOther(c, `/desk/registrations/${String(target.registrationId)}?done=erased`)
  return notice(c, 'Erased', 'The person is erased: nothing personal is held under that address.')
}

/** The erasure endpoints (one line in DESK_ENDPOINTS), the secretariat's only. */
export const ERASURE_ENDPOINTS: DeskEndpoint[] = [
  {
    method: 'GET',
    path: '/registrations/:id/erase',
    access: SECRETARIAT,
    handle: confirmRegistrationErasure,
  },
  {
    method: 'POST',
    path: '/registrations/:id/erase',
    access: SECRETARIAT,
    handle: eraseRegistrationPerson,
  },
  {
    method: 'GET',
    path: '/people/personal-data',
    access: SECRETARIAT,
    handle: showPersonalData,
    nav: 'Personal data',
  },
  {
    method: 'POST',
    path: '/people/erase/confirm',
    access: SECRETARIAT,
    handle: confirmAddressErasure,
  },
  { method: 'POST', path: '/people/erase', access: SECRETARIAT, handle: eraseAddressPerson },
]
