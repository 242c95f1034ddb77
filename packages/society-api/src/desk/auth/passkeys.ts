import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type WebAuthnCredential,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type { Db } from '../../db/db.ts'
import type { StoredPasskey } from '../accounts/passkeys-store.ts'

/** How long a ceremony's challenge may be answered. */
const CHALLENGE_MS = 5 * 60_000

export interface RelyingParty {
  /** The passkeys' domain (`DESK_RP_ID`): never an IP address (browsers refuse). */
  id: string
  /** The origins the desk is opened on: a response from any other is refused. */
  origins: string[]
}

/**
 * Passkeys through SimpleWebAuthn (docs/decisions/0061, 0069): one-time challenges kept in the
 * database for five minutes (a restart between options and answer loses no ceremony), each bound
 * to what it was issued for (an invitation, or sign-in).
 */
export function createPasskeys(db: Db, rp: RelyingParty, now: () => number = Date.now) {
  const issue = async (challenge: string, purpose: string) => {
    await db.write([
      { sql: 'DELETE FROM desk_passkey_challenges WHERE expires_at <= ?', params: [now()] },
      {
        sql: 'INSERT INTO desk_passkey_challenges (challenge, purpose, expires_at) VALUES (?, ?, ?)',
        params: [challenge, purpose, now() + CHALLENGE_MS],
      },
    ])
  }
  /** Takes a challenge once (deleted as it is read), if it was issued for this purpose and is still fresh. */
  const take = (purpose: string) => async (challenge: string) => {
    const [taken] = await db.write([
      {
        sql: 'DELETE FROM desk_passkey_challenges WHERE challenge = ? RETURNING purpose, expires_at',
        params: [challenge],
      },
    ])
    const entry = taken?.rows[0]
    return !!entry && entry.purpose === purpose && Number(entry.expires_at) > now()
  }

  return {
    rp,
    async registrationOptions(
      invitationToken: string,
      email: string,
    ): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const options = await generateRegistrationOptions({
        rpName: 'AMRS desk',
        rpID: rp.id,
        userName: email,
        attestationType: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      })
      await issue(options.challenge, `invitation:${invitationToken}`)
      return options
    },

    /** The new passkey, or null when the response does not hold. */
    async register(
      invitationToken: string,
      response: RegistrationResponseJSON,
    ): Promise<Omit<StoredPasskey, 'accountId'> | null> {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: take(`invitation:${invitationToken}`),
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
      }).catch(() => null)
      if (!result?.verified) return null
      const { credential } = result.registrationInfo
      return {
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
      }
    },

    async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'preferred',
      })
      await issue(options.challenge, 'sign-in')
      return options
    },

    /** The passkey's new counter, or null when the response does not hold. */
    async verifySignIn(
      response: AuthenticationResponseJSON,
      passkey: StoredPasskey,
    ): Promise<number | null> {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: take('sign-in'),
        expectedOrigin: rp.origins,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>,
          counter: passkey.counter,
          transports: passkey.transports as WebAuthnCredential['transports'],
        },
      }).catch(() => null)
      return result?.verified ? result.authenticationInfo.newCounter : null
    },
  }
}

export type Passkeys = ReturnType<typeof createPasskeys>

/** The origins the desk answers on: the configured ones, and for an IP origin its `localhost` twin. */
export function deskOrigins(origins: string[]): string[] {
  const all = new Set<string>()
  for (const origin of origins.filter(Boolean)) {
    const url = new URL(origin)
    all.add(url.origin)
    if (/^[\d.]+$|^\[/.test(url.hostname)) {
      url.hostname = 'localhost'
      all.add(url.origin)
    }
  }
  return [...all]
}
