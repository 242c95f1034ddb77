import { createPublicKey } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { badgeTokensOf } from './badge-tokens-of.ts'
import { verifyBadgeToken, type BadgePublicKey } from './badge-token.ts'

describe('badges on the desk', () => {
  it('staff read the public key the check-in page verifies badges with; a reviewer may not', async () => {
    const desk = await deskHarness()
    const response = await desk.request('/desk/badges/public-key', {
      cookie: await desk.signedIn('staff'),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const key = (await response.json()) as BadgePublicKey
    expect(key.algorithm).toBe('Ed25519')
    const publicKey = createPublicKey({ key: key.jwk, format: 'jwk' })
    const token = badgeTokensOf(desk.deps).sign(42)
    expect(verifyBadgeToken(token, publicKey)).toBe(42)
    expect(JSON.stringify(key)).not.toContain('PRIVATE')
    const reviewer = await desk.request('/desk/badges/public-key', {
      cookie: await desk.signedIn('reviewer'),
    })
    expect(reviewer.status).toBe(403)
  })
})
