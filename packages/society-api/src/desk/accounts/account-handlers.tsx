/** @jsxImportSource hono/jsx */
import * as z from 'zod/mini'
import { accountOf, type DeskContext } from '../context.ts'
import { page } from '../render.tsx'
import { ROLES } from '../roles.ts'
import { AccountsPage } from '../views/accounts.tsx'
import { invite } from './invitations.ts'

const inviteForm = z.object({ email: z.email(), role: z.enum(ROLES) })

const show = (
  c: DeskContext,
  extra: { link?: string; error?: string } = {},
  status: 200 | 201 | 400 = 200,
) =>
  page(c, 'Accounts', <AccountsPage accounts={c.get('desk').accounts.list()} {...extra} />, {
    status,
  })

/** GET /desk/accounts: who has an account, and the invitation form. */
export const showAccounts = (c: DeskContext) => show(c)

/** POST /desk/accounts/invite: a link for a new (or returning) desk user. */
export async function inviteAccount(c: DeskContext): Promise<Response> {
  const parsed = inviteForm.safeParse(await c.req.parseBody())
  if (!parsed.success) return show(c, { error: 'Give an e-mail address and a role.' }, 400)
  const desk = c.get('desk')
  const { link } = await invite(
    desk.deps.db,
    desk.deps.config,
    { ...parsed.data, invitedBy: accountOf(c).id, address: c.get('address') },
    desk.clock,
  )
  return show(c, { link }, 201)
}
