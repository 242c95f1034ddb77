/**
 * The payment redirect allow-list (docs/decisions/0022-payment-redirect-allow-list.md): the SPA only navigates to https URLs whose
 * host is exactly one of the configured provider hosts (no userinfo), or whose origin is one
 * configured whole, plus — in local mode — the page's own origin, which serves the local
 * checkout stand-in.
 */
/** Said when the payment answer's link is not on the allow-list. */
export const PAYMENT_LINK_NOT_ALLOWED =
  'The payment link does not lead to an allowed payment provider.'

export { PaymentRedirectError } from './payment-redirect-error'

export interface RedirectPolicy {
  /**
   * The provider's checkout: lower-case host names, exact match, https on port 443
   * ("checkout.paystack.com"), or whole origins, exact match ("http://127.0.0.1:4190": a
   * stand-in of the provider in tests).
   */
  hosts: readonly string[]
  /** The page's origin when the local checkout is allowed (local mode), else null. */
  localOrigin: string | null
}

export function isAllowedPaymentUrl(candidate: string, policy: RedirectPolicy): boolean {
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return false // relative, protocol-relative without a base, or garbage
  }
  if (url.username || url.password) return false
  if (policy.localOrigin && url.origin === policy.localOrigin) return true
  if (policy.hosts.includes(url.origin)) return true
  if (url.protocol !== 'https:') return false
  if (url.port && url.port !== '443') return false
  return policy.hosts.includes(url.hostname.toLowerCase())
}
