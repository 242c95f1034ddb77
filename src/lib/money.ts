/**
 * The symbols en-US prints for the currencies the CMS offers; any other currency goes through
 * `Intl.NumberFormat`. Spelled here so a fee on screen does not load ICU during hydration
 * (35-50 ms on this machine, docs/decisions/0043-intl-free-hydration.md); the tests check every
 * entry against `Intl`.
 */
const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£' }

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** "200" -> "$200" (whole amounts, the currency from the CMS; USD when missing). */
export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined = 'USD',
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return ''
  const code = currency || 'USD'
  const whole = amount % 1 === 0
  const symbol = SYMBOLS[code]
  if (symbol === undefined)
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount)
  const cents = Math.round(Math.abs(amount) * 100)
  const units = groupThousands(String(Math.floor(cents / 100)))
  const fraction = whole ? '' : `.${String(cents % 100).padStart(2, '0')}`
  return `${amount < 0 ? '-' : ''}${symbol}${units}${fraction}`
}
