import type { TransactionRow } from '../api/conference/store.ts'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

/** What a tester can do on the local checkout; each action sets the transaction's payment_state. */
const CHECKOUT_ACTIONS = new Map([
  ['complete', { state: 'success', label: 'Complete payment' }],
  ['abandon', { state: 'abandoned', label: 'Abandon payment' }],
  ['fail', { state: 'failed', label: 'Fail payment' }],
  ['pending', { state: 'pending', label: 'Leave payment pending' }],
])

/** The action a submitted `action` field names; null for anything else (a Map: no prototype keys). */
export function checkoutAction(value: unknown): { state: string; label: string } | null {
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
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/checkout/checkout.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

export function checkoutPage(t: TransactionRow): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: t.currency }).format(
    t.amount,
  )
  const buttons = [...CHECKOUT_ACTIONS]
    .map(
      ([action, { label }], i) =>
        `<button type="submit" name="action" value="${action}"${i === 0 ? ' class="primary"' : ''}>${label}</button>`,
    )
    .join('\n')
  return layout(
    `Pay ${amount} – local checkout`,
    `<h1>Local checkout</h1>
<p class="note">A stand-in for the card payment provider's hosted page. No money moves.</p>
<dl>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Email</dt><dd>${escapeHtml(t.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(t.reference)}</dd>
<dt>Status</dt><dd>${escapeHtml(t.state)}</dd>
</dl>
<form method="post" action="/checkout/${encodeURIComponent(t.reference)}" class="actions" aria-label="Payment outcome">
${buttons}
</form>`,
  )
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p class="state">${escapeHtml(message)}</p>`)
}
