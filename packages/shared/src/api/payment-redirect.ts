/**
 * The payment redirect allow-list (docs/decisions/0022-payment-redirect-allow-list.md): the SPA only navigates to https URLs whose
 * host is exactly one of the configured provider hosts (no userinfo), plus — in local mode —
 * the page's own origin, which serves the local checkout stand-in.
 */
/** Said when the payment answer's link is not on the allow-list. */
export const PAYMENT_LINK_NOT_ALLOWED =
  'The payment link does not lead to an allowed payment provider.'

/** The payment answer's link is not on the allow-list (the caller shows an error). */
export class PaymentRedirectError extends Error {
  override name = 'PaymentRedirectError'
}

export interface RedirectPolicy {
  /** Lower-case host names, exact match (e.g. "checkout.paystack.com"). */
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
  if (url.protocol !== 'https:') return false
  if (url.port && url.port !== '443') return false
  return policy.hosts.includes(url.hostname.toLowerCase())
}
