import { CHECKOUT_ACTIONS, type StandInTransaction } from './transactions.ts'
import { escapeHtml } from '../http/escape-html.ts'

/** The action a submitted `action` field names; null for anything else. */
export function checkoutAction(value: unknown): { status: string; label: string } | null {
  return typeof value === 'string' ? (CHECKOUT_ACTIONS.get(value) ?? null) : null
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/checkout/checkout.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

/** The amount in the transaction's minor unit, as a price ("$500.00"). */
function price(t: StandInTransaction): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: t.currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(t.amount / 10 ** digits)
}

export function checkoutPage(t: StandInTransaction): string {
  const amount = price(t)
  const buttons = [...CHECKOUT_ACTIONS]
    .map(
      ([action, { label }], i) =>
        `<button type="submit" name="action" value="${action}"${i === 0 ? ' class="primary"' : ''}>${label}</button>`,
    )
    .join('\n')
  return layout(
    `Pay ${amount} – local checkout`,
    `<h1>Local checkout</h1>
<p class="note">A stand-in for the card payment provider's hosted page (Paystack's protocol). No money moves.</p>
<dl>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Email</dt><dd>${escapeHtml(t.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(t.reference)}</dd>
<dt>Status</dt><dd>${escapeHtml(t.status)}</dd>
</dl>
<form method="post" action="/checkout/${encodeURIComponent(t.accessCode)}" class="actions" aria-label="Payment outcome">
${buttons}
</form>`,
  )
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p class="state">${escapeHtml(message)}</p>`)
}
