/** Types of ./check-in-token.js (the page runs the JavaScript as it is). */
export interface BadgeKeyJwk {
  kty: 'OKP'
  crv: 'Ed25519'
  x: string
}
export function base64urlBytes(text: string): Uint8Array | null
export function parseBadgeToken(
  text: string,
): { id: number; message: Uint8Array; signature: Uint8Array } | null
export function verifyBadgeToken(
  text: string,
  jwk: BadgeKeyJwk,
  options?: {
    subtle?: SubtleCrypto | null
    noble?: () => Promise<{
      verifyAsync(
        signature: Uint8Array,
        message: Uint8Array,
        publicKey: Uint8Array,
      ): Promise<boolean>
    }>
  },
): Promise<number | null>
