/** @jsxImportSource hono/jsx */
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { verifyPassword } from '../../membership/password.ts'
import { auditStatement } from '../audit/audit-store.ts'
import { auditEntry, type DeskContext } from '../context.ts'
import { notice, page, seeOther } from '../render.tsx'
import { SignIn } from '../views/sign-in.tsx'
import { clearSessionCookie, setSessionCookie } from './cookie.ts'
import { passkeyElsewhere } from './passkey-origin.ts'
import { totpStep } from './totp.ts'

const PASSKEY_SCRIPTS = ['/desk/assets/webauthn.js', '/desk/assets/passkey.js']
const WRONG = 'The e-mail, password or code is not right. Please try again.'

/** A hash no password matches: unknown accounts take as long to refuse as known ones. */
const NO_ACCOUNT =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const signInPage = (
  c: DeskContext,
  error?: string,
  email?: string,
  status: 200 | 400 | 429 = 200,
  headers?: Record<string, string>,
) =>
  page(c, 'Sign in', <SignIn error={error} email={email} passkeyOrigin={passkeyElsewhere(c)} />, {
    status,
    scripts: PASSKEY_SCRIPTS,
    headers,
  })

export const showSignIn = (c: DeskContext) =>
  c.get('session') ? seeOther(c, '/desk') : signInPage(c)

/** Starts a session for the account: a new token (renewed at every sign-in), with the audit entry. */
async function startSession(c: DeskContext, accountId: number, how: string): Promise<void> {
  const desk = c.get('desk')
  const { token, statement } = desk.sessions.start(accountId)
  const entry = {
    accountId,
    action: `sign-in.${how}`,
    target: accountId,
    address: c.get('address'),
  }
  // Searches of sessions that are over go now (docs/decisions/0093); the purge catches the rest.
  await desk.deps.db.write([statement, auditStatement(entry, desk.clock()), desk.searches.dead()])
  setSessionCookie(c, token, desk.deps.config.desk.absoluteMs)
}

/** Counts the attempt first, then refuses it or waits its delay out (docs/decisions/0098). */
async function reserve(
  c: DeskContext,
  account?: string,
): Promise<{ refused: Response } | { refused: null; succeeded: () => Promise<void> }> {
  const verdict = await c.get('desk').limits.reserve(c.get('address'), account)
  if (verdict.refuse) {
    const minutes = Math.ceil(verdict.retryAfterS / 60)
    const message = `Too many attempts from this address. Sign-in from here is closed for ${minutes} minute${minutes === 1 ? '' : 's'}.`
    const headers = { 'Retry-After': String(verdict.retryAfterS) }
    return {
      refused:
        account === undefined
          ? c.json({ error: message }, 429, headers)
          : await signInPage(c, message, undefined, 429, headers),
    }
  }
  if (verdict.delayMs) await sleep(verdict.delayMs)
  return { refused: null, succeeded: verdict.succeeded }
}

/** POST /desk/sign-in: e-mail, password and TOTP code. */
export async function signInWithPassword(c: DeskContext): Promise<Response> {
  const desk = c.get('desk')
  const form = await c.req.parseBody()
  const email = String(form.email ?? '')
    .trim()
    .toLowerCase()
  const reserved = await reserve(c, email)
  if (reserved.refused) return reserved.refused
  const found = email ? desk.accounts.findByEmail(email) : undefined
  // A disabled account signs in no more: its password is checked as for no account at all.
  const account = found?.disabledAt ? undefined : found
  const passwordOk = await verifyPassword(
    String(form.password ?? ''),
    account?.passwordHash ?? NO_ACCOUNT,
  )
  const step =
    passwordOk && account?.totpSecret ? totpStep(account.totpSecret, String(form.code ?? '')) : null
  // A code opens one sign-in: a step already used (a code seen over a shoulder) is refused.
  const ok = !!account && step !== null && (await desk.accounts.useTotpStep(account.id, step))
  if (!account || !ok) {
    await desk.deps.db.write([auditEntry(c, 'sign-in.failed', found?.id ?? null)])
    return signInPage(c, WRONG, email, 400)
  }
  await reserved.succeeded()
  await startSession(c, account.id, 'password')
  return seeOther(c, '/desk')
}

/** POST /desk/passkey/options: a sign-in challenge for the ceremony script. */
export const passkeySignInOptions = async (c: DeskContext) =>
  c.json(await c.get('desk').passkeys.signInOptions())

/** POST /desk/passkey/sign-in: the authenticator's answer (JSON); where to go next. */
export async function signInWithPasskey(c: DeskContext): Promise<Response> {
  const desk = c.get('desk')
  const reserved = await reserve(c)
  if (reserved.refused) return reserved.refused
  const response = (await c.req.json().catch(() => null)) as AuthenticationResponseJSON | null
  const passkey = response?.id ? desk.passkeyStore.find(response.id) : undefined
  const enabled = passkey && !desk.accounts.findById(passkey.accountId)?.disabledAt
  const counter =
    response && passkey && enabled ? await desk.passkeys.verifySignIn(response, passkey) : null
  if (!passkey || counter === null) {
    await desk.deps.db.write([auditEntry(c, 'sign-in.failed', passkey?.accountId ?? null)])
    return c.json({ error: 'That passkey is not known here, or its answer did not hold.' }, 400)
  }
  await reserved.succeeded()
  await desk.passkeyStore.used(passkey.credentialId, counter)
  await startSession(c, passkey.accountId, 'passkey')
  return c.json({ location: '/desk' })
}

/** POST /desk/sign-out: this session ends. */
export async function signOut(c: DeskContext): Promise<Response> {
  const desk = c.get('desk')
  const session = c.get('session')
  if (session)
    await desk.deps.db.write([
      desk.sessions.end(session.hash),
      desk.searches.endSession(session.hash),
      auditEntry(c, 'sign-out', session.account.id),
    ])
  clearSessionCookie(c)
  c.set('session', null)
  return notice(c, 'Signed out', 'You are signed out of the desk.')
}

/** POST /desk/sign-out-everywhere: every session of the account ends (a lost phone, a shared computer). */
export async function signOutEverywhere(c: DeskContext): Promise<Response> {
  const desk = c.get('desk')
  const session = c.get('session')
  if (session)
    await desk.deps.db.write([
      desk.sessions.endAll(session.account.id),
      desk.searches.endAccount(session.account.id),
      auditEntry(c, 'sign-out.everywhere', session.account.id),
    ])
  clearSessionCookie(c)
  c.set('session', null)
  return notice(
    c,
    'Signed out everywhere',
    'Every session of your account has ended, on every device.',
  )
}
