/**
 * Amounts in a currency's minor unit (cents, pesewas, kobo), as Paystack takes and reports them:
 * the fee table holds major units (USD 450), the provider is asked for 45000.
 */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  )
}

export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency))
}

export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency)
}

/** "USD 500.00" (the code, not a symbol: a receipt says which dollars). */
export function formatMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency)
  const major = new Intl.NumberFormat('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fromMinor(minor, currency))
  return `${currency} ${major}`
}
