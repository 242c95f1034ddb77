/** @jsxImportSource hono/jsx */
import * as z from 'zod/mini'
import { accountOf, type DeskContext } from '../context.ts'
import { notice, page } from '../render.tsx'
import { ROLES, isRole } from '../roles.ts'
import { AccountConfirm } from '../views/account-confirm.tsx'
import { AccountsPage } from '../views/accounts.tsx'
import type { Actor } from './accounts-store.ts'
import { invite } from './invitations.ts'

const inviteForm = z.object({ email: z.email(), role: z.enum(ROLES) })

type Outcome = { link?: string; done?: string; error?: string }

const show = (c: DeskContext, extra: Outcome = {}, status: 200 | 201 | 400 | 409 = 200) => {
  const accounts = c.get('desk').accounts
  return page(
    c,
    'Accounts',
    <AccountsPage
      accounts={accounts.list()}
      invitations={accounts.pendingInvitations()}
      self={accountOf(c).id}
      {...extra}
    />,
    { status },
  )
}

const actor = (c: DeskContext): Actor => ({ accountId: accountOf(c).id, address: c.get('address') })

/** The account of the path's `:id`, or null (then the answer is 404). */
function target(c: DeskContext) {
  const id = Number(c.req.param('id'))
  return Number.isSafeInteger(id) ? (c.get('desk').accounts.findById(id) ?? null) : null
}

const noSuchAccount = (c: DeskContext) =>
  notice(c, 'Not found', 'There is no such account.', { status: 404 })

/** Why a guarded change was refused, in the secretariat's words. */
function refusal(
  c: DeskContext,
  account: { id: number; role: string; disabledAt: string | null },
  what: string,
) {
  if (account.id === accountOf(c).id)
    return `You cannot ${what} your own account: ask another secretariat member.`
  if (account.disabledAt && what !== 'change the role of')
    return 'That account is disabled: enable it first.'
  if (account.role === 'secretariat')
    return `This is the last enabled secretariat account: invite or enable another one before you ${what} it.`
  return 'Nothing changed.'
}

/** GET /desk/accounts: who has an account, pending invitations, and the invitation form. */
export const showAccounts = (c: DeskContext) => show(c)

/** POST /desk/accounts/invite: a link for a new (or returning) desk user; the role must be chosen. */
export async function inviteAccount(c: DeskContext): Promise<Response> {
  const parsed = inviteForm.safeParse(await c.req.parseBody())
  if (!parsed.success) return show(c, { error: 'Give an e-mail address and choose a role.' }, 400)
  const desk = c.get('desk')
  const existing = desk.accounts.findByEmail(parsed.data.email)
  if (existing?.disabledAt)
    return show(c, { error: 'That account is disabled: enable it first.' }, 409)
  // Accepting gives the invited role: a role is changed in the table, where the guards are.
  if (existing && existing.role !== parsed.data.role)
    return show(
      c,
      { error: `That account exists as ${existing.role}: change its role in the table below.` },
      409,
    )
  const { link } = await invite(
    desk.deps.db,
    desk.deps.config,
    { ...parsed.data, invitedBy: accountOf(c).id, address: c.get('address') },
    desk.clock,
  )
  return show(c, { link }, 201)
}

/** POST /desk/accounts/invitations/:id/revoke: the link answers 410 from now on. */
export async function revokeInvitation(c: DeskContext): Promise<Response> {
  const id = Number(c.req.param('id'))
  const revoked =
    Number.isSafeInteger(id) && (await c.get('desk').accounts.revokeInvitation(id, actor(c)))
  return revoked
    ? show(c, { done: 'Invitation revoked: its link no longer works.' })
    : show(c, { error: 'That invitation was already used, revoked or expired.' }, 409)
}

/** GET /desk/accounts/:id/disable and /reset: the confirmation page (no script needed). */
const confirmPage = (action: 'disable' | 'reset') => (c: DeskContext) => {
  const account = target(c)
  if (!account) return noSuchAccount(c)
  const title = action === 'disable' ? 'Disable an account' : 'Reset a second factor'
  return page(c, title, <AccountConfirm email={account.email} action={action} />)
}

export const confirmDisable = confirmPage('disable')
export const confirmReset = confirmPage('reset')

/** A POST that needs the confirmation box ticked; otherwise the confirmation page again (400). */
async function confirmed(c: DeskContext, action: 'disable' | 'reset', email: string) {
  const form = await c.req.parseBody()
  if (form.confirm === 'yes') return null
  const title = action === 'disable' ? 'Disable an account' : 'Reset a second factor'
  return page(
    c,
    title,
    <AccountConfirm email={email} action={action} error="Tick the box to confirm." />,
    { status: 400 },
  )
}

/** POST /desk/accounts/:id/disable: its sessions end at once; it cannot sign in. */
export async function disableAccount(c: DeskContext): Promise<Response> {
  const account = target(c)
  if (!account) return noSuchAccount(c)
  const unconfirmed = await confirmed(c, 'disable', account.email)
  if (unconfirmed) return unconfirmed
  const desk = c.get('desk')
  if (!(await desk.accounts.disable(account.id, actor(c))))
    return show(c, { error: refusal(c, account, 'disable') }, 409)
  await desk.deps.db.write([desk.searches.endAccount(account.id)])
  return show(c, { done: `${account.email} is disabled; its sessions have ended.` })
}

/** POST /desk/accounts/:id/enable: it signs in again with what it had. */
export async function enableAccount(c: DeskContext): Promise<Response> {
  const account = target(c)
  if (!account) return noSuchAccount(c)
  return (await c.get('desk').accounts.enable(account.id, actor(c)))
    ? show(c, { done: `${account.email} is enabled again.` })
    : show(c, { error: 'That account is not disabled.' }, 409)
}

/** POST /desk/accounts/:id/role: another role, from the account's next request. */
export async function changeRole(c: DeskContext): Promise<Response> {
  const account = target(c)
  if (!account) return noSuchAccount(c)
  const role = (await c.req.parseBody()).role
  if (!isRole(role)) return show(c, { error: 'Choose a role.' }, 400)
  if (role === account.role) return show(c, { error: `${account.email} is already ${role}.` }, 409)
  return (await c.get('desk').accounts.changeRole(account.id, role, actor(c)))
    ? show(c, { done: `${account.email} is now ${role}.` })
    : show(c, { error: refusal(c, account, 'change the role of') }, 409)
}

/** POST /desk/accounts/:id/reset: the second factor goes; a new invitation sets new ones. */
export async function resetSecondFactor(c: DeskContext): Promise<Response> {
  const account = target(c)
  if (!account) return noSuchAccount(c)
  const unconfirmed = await confirmed(c, 'reset', account.email)
  if (unconfirmed) return unconfirmed
  const desk = c.get('desk')
  if (!(await desk.accounts.resetSecondFactor(account.id, actor(c))))
    return show(c, { error: refusal(c, account, 'reset the second factor of') }, 409)
  await desk.deps.db.write([desk.searches.endAccount(account.id)])
  const { link } = await invite(
    desk.deps.db,
    desk.deps.config,
    {
      email: account.email,
      role: account.role,
      invitedBy: accountOf(c).id,
      address: c.get('address'),
    },
    desk.clock,
  )
  return show(
    c,
    {
      link,
      done: `The second factor of ${account.email} is reset; it is mailed a new invitation.`,
    },
    201,
  )
}
