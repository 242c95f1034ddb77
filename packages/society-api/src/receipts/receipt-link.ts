import { createHmac, timingSafeEqual } from 'node:crypto'
import type { SocietyConfig } from '../config.ts'

const DAY_MS = 86_400_000

/**
 * What a receipt link carries (docs/decisions/0054): the number and an expiry, signed; never a
 * name or an e-mail.
 */
export interface ReceiptLinkParams {
  number: string
  expires: number
  signature: string
}

/** HMAC-SHA256 of `<number>.<expires>` under RECEIPT_LINK_SECRET, base64url. */
function sign(secret: string, number: string, expires: number): string {
  return createHmac('sha256', secret).update(`${number}.${expires}`).digest('base64url')
}

/**
 * A receipt's download link (PDF; `&format=html` for the page): `RECEIPT_LINK_DAYS` from now,
 * on the service's public origin, e.g.
 * https://api.example.org/api/conference/receipts/AMRS-2025-0001?expires=…&signature=…
 */
export function receiptLink(
  config: Pick<SocietyConfig, 'publicUrl' | 'receipts'>,
  number: string,
  now: Date,
): string {
  const expires = Math.floor((now.getTime() + config.receipts.linkDays * DAY_MS) / 1000)
  const url = new URL(`/api/conference/receipts/${encodeURIComponent(number)}`, config.publicUrl)
  url.searchParams.set('expires', String(expires))
  url.searchParams.set('signature', sign(config.receipts.secret, number, expires))
  return url.href
}

export type LinkCheck = 'valid' | 'expired' | 'invalid'

/** Whether a link's signature is ours (constant time) and it has not expired. */
export function checkReceiptLink(secret: string, link: ReceiptLinkParams, now: Date): LinkCheck {
  if (!Number.isSafeInteger(link.expires) || !/^[A-Za-z0-9_-]{43}$/.test(link.signature))
    return 'invalid'
  const expected = Buffer.from(sign(secret, link.number, link.expires))
  const given = Buffer.from(link.signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  return link.expires * 1000 < now.getTime() ? 'expired' : 'valid'
}
