/**
 * The states of a payment (docs/decisions/0052-paystack-protocol.md), and what a provider's
 * status means for it. Pure rules; the store applies them inside one SQL unit.
 *
 * - `pending`: opened, not decided; `abandoned` and `failed` stay open to a later success (a
 *   payer can finish a checkout after Paystack called it abandoned, or try another card);
 * - `success`: paid: the provider's record says success and its amount and currency equal what
 *   the payment asked for; the receipt is issued in the same write;
 * - `mismatch`: the provider took money that is not this registration's fee (less or more,
 *   another currency, a second payment, a payment replaced before it was made): never paid, the
 *   desk lists it (`mismatch` says why);
 * - `superseded`: replaced by a newer payment before anything was paid (a changed fee, a start
 *   the provider never confirmed);
 * - `reversed`: the provider reversed it.
 */
export type PaymentState =
  'pending' | 'success' | 'failed' | 'abandoned' | 'reversed' | 'mismatch' | 'superseded'

/** States a provider's record can still move (to success, failed, abandoned…). */
export const OPEN_STATES = ['pending', 'abandoned', 'failed'] as const

/** States the payer's verification page is answered from without asking the provider. */
export const SETTLED_STATES: readonly string[] = ['success', 'mismatch', 'superseded', 'reversed']

export type ProviderOutcome = 'success' | 'failed' | 'abandoned' | 'reversed' | 'in-progress'

/**
 * What a provider's status does to a payment: Paystack's `pending`, `ongoing`, `processing` and
 * `queued` (and a status it may add) leave it pending.
 */
export function outcomeOf(status: string): ProviderOutcome {
  if (
    status === 'success' ||
    status === 'failed' ||
    status === 'abandoned' ||
    status === 'reversed'
  )
    return status
  return 'in-progress'
}

/**
 * The `payment_state` the verification page is told (docs/decisions/0027 maps it to a panel):
 * the stored state, or while pending the provider's own status (`ongoing`, `queued`… and an
 * unknown one as it is, which the page calls unexpected). A payment replaced before anything
 * was paid reads as abandoned (its page offers a new link).
 */
export function payerState(state: string, providerStatus: string | null): string {
  if (state === 'superseded') return 'abandoned'
  if (state !== 'pending') return state
  return providerStatus && outcomeOf(providerStatus) === 'in-progress' ? providerStatus : 'pending'
}
