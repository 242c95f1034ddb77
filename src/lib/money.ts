/** "200" -> "$200" (whole amounts, the currency from the CMS; USD when missing). */
export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined = 'USD',
): string {
  if (amount === null || amount === undefined) return ''
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency || 'USD',
    maximumFractionDigits: amount % 1 === 0 ? 0 : 2,
  }).format(amount)
}
