import type { KeyCount, MoneyRow } from './overview-store.ts'

/** One line of the money table: what came in by a method, what was refunded of it, the net. */
export interface MoneyLine {
  currency: string
  method: string
  received: number
  refunded: number
  net: number
}

/** The methods' names as the desk shows them. */
export const METHOD_LABELS: Record<string, string> = {
  card: 'Card (payment provider)',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  manual: 'Manual',
}

/**
 * Received and refunded money joined by currency and method, net of refunds, with one total
 * line per currency (method `total`) after its methods. Amounts stay in minor units.
 */
export function moneyLines(received: MoneyRow[], refunded: MoneyRow[]): MoneyLine[] {
  const lines = new Map<string, MoneyLine>()
  const lineOf = (currency: string, method: string) => {
    const key = `${currency}\u0000${method}`
    let line = lines.get(key)
    if (!line) lines.set(key, (line = { currency, method, received: 0, refunded: 0, net: 0 }))
    return line
  }
  for (const row of received) lineOf(row.currency, row.method).received += row.minor
  for (const row of refunded) lineOf(row.currency, row.method).refunded += row.minor
  const byCurrency = new Map<string, MoneyLine[]>()
  for (const line of lines.values()) {
    line.net = line.received - line.refunded
    byCurrency.set(line.currency, [...(byCurrency.get(line.currency) ?? []), line])
  }
  return [...byCurrency.keys()].sort().flatMap((currency) => {
    const own = byCurrency.get(currency)!.sort((a, b) => a.method.localeCompare(b.method))
    const sum = (pick: (l: MoneyLine) => number) => own.reduce((n, l) => n + pick(l), 0)
    const total = {
      currency,
      method: 'total',
      received: sum((l) => l.received),
      refunded: sum((l) => l.refunded),
      net: sum((l) => l.net),
    }
    return own.length > 1 ? [...own, total] : own
  })
}

/** Every day from the first to the last with its count (days without registrations count 0). */
export function everyDay(perDay: KeyCount[]): KeyCount[] {
  if (!perDay.length) return []
  const counts = new Map(perDay.map((d) => [d.key, d.count]))
  const days: KeyCount[] = []
  const last = Date.parse(`${perDay[perDay.length - 1]!.key}T00:00:00Z`)
  for (let t = Date.parse(`${perDay[0]!.key}T00:00:00Z`); t <= last; t += 86_400_000) {
    const key = new Date(t).toISOString().slice(0, 10)
    days.push({ key, count: counts.get(key) ?? 0 })
  }
  return days
}
