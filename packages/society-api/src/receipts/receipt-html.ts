import type { ReceiptView } from './receipt-view.ts'
import { documentCsp, documentPage } from '../http/document-page.ts'
import { escapeHtml } from '../http/escape-html.ts'

/** The page's styles, inline, allowed by their hash in its CSP. */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:42rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #999}
td.amount,th.amount{text-align:right}tfoot th,tfoot td{font-weight:700}address{font-style:normal}
@media print{body{margin:0}}`

/** The receipt as an accessible page: headings, an address, captioned tables with headers. */
export function receiptHtml(view: ReceiptView): string {
  const e = escapeHtml
  const facts = view.facts
    .map(([label, value]) => `<tr><th scope="row">${e(label)}</th><td>${e(value)}</td></tr>`)
    .join('\n')
  const lines = view.lines
    .map((line) => `<tr><td>${e(line.label)}</td><td class="amount">${e(line.amount)}</td></tr>`)
    .join('\n')
  return documentPage(
    view.title,
    STYLE,
    `<header>
<p><strong>${e(view.issuer.name)}</strong></p>
${view.issuer.addressLines.length ? `<address>${view.issuer.addressLines.map(e).join('<br>')}</address>` : ''}
</header>
<h1>${e(view.title)}</h1>
<table>
<caption>Receipt details</caption>
${facts}
</table>
<h2>Paid for</h2>
<table>
<caption>Fees paid</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${lines}
</tbody>
<tfoot><tr><th scope="row">Total paid</th><td class="amount">${e(view.total)}</td></tr></tfoot>
</table>
<p>${e(view.statement)}</p>`,
  )
}

/** The CSP of the receipt page: nothing but its own inline styles (by their hash). */
export const RECEIPT_HTML_CSP = documentCsp(STYLE)
