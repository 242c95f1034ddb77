import type { Context } from 'hono'
import type { ServiceDeps } from '../deps.ts'
import type { Statement } from '../db/db.ts'
import type { AccountsStore } from './accounts/accounts-store.ts'
import type { PasskeysStore } from './accounts/passkeys-store.ts'
import { auditStatement, type AuditStore } from './audit/audit-store.ts'
import type { Passkeys } from './auth/passkeys.ts'
import type { Session, Sessions } from './auth/sessions.ts'
import type { SignInLimits } from './auth/sign-in-limits.ts'
import type { DeskSearches } from './searches/search-store.ts'
import type { Access } from './roles.ts'

/** A link in the desk's navigation (shown to the roles its endpoint allows). */
export interface NavItem {
  path: string
  label: string
  access: Access
}

/** Everything a desk handler uses, made once per app. */
export interface DeskServices {
  deps: ServiceDeps
  clock: () => Date
  accounts: AccountsStore
  passkeyStore: PasskeysStore
  sessions: Sessions
  passkeys: Passkeys
  limits: SignInLimits
  audit: AuditStore
  /** The lists' searches, kept per session (docs/decisions/0093). */
  searches: DeskSearches
  /** The origins the desk answers on (POSTs from any other are refused). */
  origins: string[]
  nav: NavItem[]
}

export interface DeskEnv {
  Variables: {
    desk: DeskServices
    /** The signed-in session (the guard has checked the role before a handler runs). */
    session: Session | null
    /** The client's address (for rate limits and, shortened, the audit log). */
    address: string
  }
}

export type DeskContext = Context<DeskEnv>
export type DeskHandler = (c: DeskContext) => Response | Promise<Response>

/** The `:id` of the path as a number: a positive whole number of at most 12 digits, else 0 (no such row). */
export const idParam = (c: DeskContext): number =>
  /^\d{1,12}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : 0

/** The signed-in account (handlers behind a role check always have one). */
export function accountOf(c: DeskContext) {
  const session = c.get('session')
  if (!session) throw new Error('No session: this handler must be behind a role check')
  return session.account
}

/** The audit entry for what the signed-in account just did: write it in the change's own unit. */
export const auditEntry = (
  c: DeskContext,
  action: string,
  target?: string | number | null,
): Statement =>
  auditStatement(
    { accountId: c.get('session')?.account.id ?? null, action, target, address: c.get('address') },
    c.get('desk').clock(),
  )

/** Appends an audit entry on its own (reads such as exports; changes use `auditEntry` in their unit). */
export const audit = async (c: DeskContext, action: string, target?: string | number | null) => {
  await c.get('desk').deps.db.write([auditEntry(c, action, target)])
}
