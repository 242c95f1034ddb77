/**
 * The payment reference lives in localStorage under a conference-specific key
 * (docs/decisions/0029-client-state-without-redux.md).
 */
export const PAYMENT_REFERENCE_KEY = 'iumrs-icam25:payment-reference'

export function readPaymentReference(): string | null {
  try {
    return window.localStorage.getItem(PAYMENT_REFERENCE_KEY)
  } catch {
    return null
  }
}

export function storePaymentReference(reference: string): void {
  try {
    window.localStorage.setItem(PAYMENT_REFERENCE_KEY, reference)
  } catch {
    // Storage can be disabled (private mode); the verification page then asks for the reference.
  }
}

export function removePaymentReference(): void {
  try {
    window.localStorage.removeItem(PAYMENT_REFERENCE_KEY)
  } catch {
    // see storePaymentReference
  }
}
