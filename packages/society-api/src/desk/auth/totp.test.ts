import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'
import { invite } from '../accounts/invitations.ts'
import { qrInSvgDataUri } from './qr-image.test-utils.ts'
import { newTotpSecret, totpStep } from './totp.ts'

const STEP_MS = 30_000

/** The code an app shows `steps` 30-second steps away from `at`. */
const codeAt = (secret: string, at: number, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at + steps * STEP_MS })

describe(
  'the desk TOTP (RFC 6238) and its set-up (docs/decisions/0069, 0098)',
  { timeout: 30_000 },
  () => {
    it('allows one step of clock drift either side, and no more', () => {
      const secret = newTotpSecret()
      // The middle of a step, so that ± one step is exactly the neighbouring steps.
      const now = Math.floor(Date.parse('2025-10-20T10:00:00Z') / STEP_MS) * STEP_MS + 15_000
      const step = now / STEP_MS - 0.5
      expect(totpStep(secret, codeAt(secret, now, 0), now)).toBe(step)
      expect(totpStep(secret, codeAt(secret, now, -1), now)).toBe(step - 1)
      expect(totpStep(secret, codeAt(secret, now, 1), now)).toBe(step + 1)
      for (const steps of [-10, -3, -2, 2, 3, 10])
        expect(totpStep(secret, codeAt(secret, now, steps), now), `${steps} steps`).toBeNull()
      expect(totpStep(secret, 'abcdef', now)).toBeNull()
    })

    it('the invitation shows the key as a QR code that reads as its otpauth:// URI, with alt text', async () => {
      const desk = await deskHarness()
      const { link } = await invite(
        desk.deps.db,
        desk.deps.config,
        { email: 'nana@desk.example', role: 'staff', invitedBy: null, address: null },
        desk.deps.clock,
      )
      const html = await (await desk.request(new URL(link).pathname)).text()
      const secret = /data-totp-secret[^>]*>([A-Z2-7]{32})</.exec(html)?.[1]
      expect(secret).toBeDefined()
      const img = /<img [^>]*data-totp-qr[^>]*>/.exec(html)?.[0] ?? ''
      expect(img).toMatch(/alt="QR code of the key, for your authenticator app to scan"/)
      const src = /src="([^"]+)"/.exec(img)?.[1] ?? ''
      const read = qrInSvgDataUri(src)
      // Google Authenticator's key URI format: otpauth://totp/ISSUER:ACCOUNT?secret=…&issuer=…
      expect(read).not.toBeNull()
      const uri = new URL(read!)
      expect(uri.protocol).toBe('otpauth:')
      expect(uri.host).toBe('totp')
      expect(decodeURIComponent(uri.pathname)).toBe('/AMRS desk:nana@desk.example')
      expect(uri.searchParams.get('secret')).toBe(secret)
      expect(uri.searchParams.get('issuer')).toBe('AMRS desk')
      expect(uri.searchParams.get('digits')).toBe('6')
      expect(uri.searchParams.get('period')).toBe('30')
      expect(uri.searchParams.get('algorithm')).toBe('SHA1')
      // The same URI as the link beside it.
      expect(html).toContain(`href="${read!.replaceAll('&', '&amp;')}"`)
    })
  },
)
