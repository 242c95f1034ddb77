/** @jsxImportSource hono/jsx */
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import QRCode from 'qrcode'
import { hashPassword } from '../../membership/password.ts'
import type { Credential } from '../accounts/invitations-store.ts'
import { truncateAddress } from '../audit/audit-store.ts'
import type { DeskContext } from '../context.ts'
import { notice, page, seeOther } from '../render.tsx'
import { InvitationSetup } from '../views/invitation.tsx'
import { setSessionCookie } from './cookie.ts'
import { passkeyElsewhere } from './passkey-origin.ts'
import { newTotpSecret, totpUri, totpValid } from './totp.ts'

const GONE = 'This invitation link has expired or has been used. Ask the secretariat for a new one.'

const gone = (c: DeskContext) => notice(c, 'Invitation', GONE, { status: 410 })

/**
 * The key's `otpauth://` URI as a QR code (docs/decisions/0098): an SVG from the library the
 * badges use, as a data: image (the desk's CSP allows `img-src data:`), for the app to scan.
 */
const qrImage = async (uri: string): Promise<string> =>
  `data:image/svg+xml;base64,${Buffer.from(
    await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  ).toString('base64')}`

async function setupPage(c: DeskContext, error?: string, status: 200 | 400 = 200) {
  const token = c.req.param('token') ?? ''
  const invitation = c.get('desk').accounts.findInvitation(token)
  if (!invitation) return gone(c)
  const secret = newTotpSecret()
  const uri = totpUri(secret, invitation.email)
  return page(
    c,
    'Set up your desk account',
    <InvitationSetup
      token={token}
      {...invitation}
      totpSecret={secret}
      totpUri={uri}
      totpQr={await qrImage(uri)}
      error={error}
      passkeyOrigin={passkeyElsewhere(c)}
    />,
    { status, scripts: ['/desk/assets/webauthn.js', '/desk/assets/passkey.js'] },
  )
}

/** GET /desk/invitation/:token */
export const showInvitation = (c: DeskContext) => setupPage(c)

/** Uses the invitation with this credential and signs the new account in. */
async function accept(c: DeskContext, credential: Credential): Promise<boolean> {
  const desk = c.get('desk')
  const token = c.req.param('token') ?? ''
  const account = await desk.accounts.accept(token, credential, truncateAddress(c.get('address')))
  if (!account) return false
  const { token: session, statement } = desk.sessions.start(account.id)
  await desk.deps.db.write([statement])
  setSessionCookie(c, session, desk.deps.config.desk.absoluteMs)
  return true
}

/** POST /desk/invitation/:token/password: a password, and the TOTP secret proven by a code. */
export async function acceptWithPassword(c: DeskContext): Promise<Response> {
  if (!c.get('desk').accounts.findInvitation(c.req.param('token') ?? '')) return gone(c)
  const form = await c.req.parseBody()
  const password = String(form.password ?? '')
  const secret = String(form.totp_secret ?? '')
  if (password.length < 12) return setupPage(c, 'Choose a password of at least 12 characters.', 400)
  if (password !== String(form.password_again ?? ''))
    return setupPage(c, 'The two passwords are not the same.', 400)
  if (!/^[A-Z2-7]{32}$/.test(secret) || !totpValid(secret, String(form.code ?? '')))
    return setupPage(
      c,
      'That code is not right: add the new key shown below to your app, then type its code.',
      400,
    )
  const ok = await accept(c, {
    kind: 'password',
    passwordHash: await hashPassword(password),
    totpSecret: secret,
  })
  return ok ? seeOther(c, '/desk') : gone(c)
}

/** POST /desk/invitation/:token/passkey/options: a registration challenge for the ceremony script. */
export async function invitationPasskeyOptions(c: DeskContext): Promise<Response> {
  const token = c.req.param('token') ?? ''
  const invitation = c.get('desk').accounts.findInvitation(token)
  if (!invitation) return c.json({ error: GONE }, 410)
  return c.json(await c.get('desk').passkeys.registrationOptions(token, invitation.email))
}

/** POST /desk/invitation/:token/passkey: the new passkey (JSON); where to go next. */
export async function acceptWithPasskey(c: DeskContext): Promise<Response> {
  const token = c.req.param('token') ?? ''
  if (!c.get('desk').accounts.findInvitation(token)) return c.json({ error: GONE }, 410)
  const response = (await c.req.json().catch(() => null)) as RegistrationResponseJSON | null
  const passkey = response ? await c.get('desk').passkeys.register(token, response) : null
  if (!passkey) return c.json({ error: 'The passkey could not be checked. Please try again.' }, 400)
  return (await accept(c, { kind: 'passkey', passkey }))
    ? c.json({ location: '/desk' })
    : c.json({ error: GONE }, 410)
}
