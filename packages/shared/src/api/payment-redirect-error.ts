/**
 * The payment answer's link is not on the allow-list (the caller shows an error). A module of its
 * own so that a page which only tells this error apart (the registration's success panel) does
 * not load the allow-list's rules with it.
 */
export class PaymentRedirectError extends Error {
  override name = 'PaymentRedirectError'
}
