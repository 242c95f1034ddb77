import { describe, expect, it } from 'vitest'
import { checkReceiptLink, receiptLink } from './receipt-link.ts'

const config = {
  publicUrl: 'https://api.example.org',
  receipts: { secret: 'a-secret-for-receipt-links-0123456789', linkDays: 30 },
}
const now = new Date('2025-10-21T09:00:00Z')
const params = (href: string) => {
  const url = new URL(href)
  return {
    number: decodeURIComponent(url.pathname.split('/').at(-1) ?? ''),
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature') ?? '',
  }
}

describe('receipt links', () => {
  it('name the receipt and an expiry, signed; valid until it expires', () => {
    const href = receiptLink(config, 'AMRS-2025-0007', now)
    expect(href).toMatch(
      /^https:\/\/api\.example\.org\/api\/conference\/receipts\/AMRS-2025-0007\?expires=\d+&signature=[\w-]{43}$/,
    )
    const link = params(href)
    expect(link.expires).toBe(Math.floor(now.getTime() / 1000) + 30 * 86_400)
    expect(checkReceiptLink(config.receipts.secret, link, now)).toBe('valid')
    const after = new Date((link.expires + 1) * 1000)
    expect(checkReceiptLink(config.receipts.secret, link, after)).toBe('expired')
  })

  it('refuse another number, a later expiry, another key and a forged signature', () => {
    const link = params(receiptLink(config, 'AMRS-2025-0007', now))
    const { secret } = config.receipts
    expect(checkReceiptLink(secret, { ...link, number: 'AMRS-2025-0008' }, now)).toBe('invalid')
    expect(checkReceiptLink(secret, { ...link, expires: link.expires + 86_400 }, now)).toBe(
      'invalid',
    )
    expect(checkReceiptLink('another-secret-for-receipt-links-xx', link, now)).toBe('invalid')
    expect(checkReceiptLink(secret, { ...link, signature: 'A'.repeat(43) }, now)).toBe('invalid')
    expect(checkReceiptLink(secret, { ...link, signature: '' }, now)).toBe('invalid')
    expect(checkReceiptLink(secret, { ...link, expires: Number.NaN }, now)).toBe('invalid')
  })
})
