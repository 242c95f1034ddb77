import { Hono } from 'hono'
import type { ServiceDeps } from '../deps.ts'
import type { Guards } from '../guards/write-guards.ts'
import { checkReceiptLink } from './receipt-link.ts'
import { receiptHtml, RECEIPT_HTML_CSP } from './receipt-html.ts'
import { receiptView } from './receipt-view.ts'
import { createReceiptsStore, RECEIPT_NUMBER } from './receipts-store.ts'

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

/**
 * GET /receipts/:number?expires=…&signature=… (docs/decisions/0054) → the receipt as a PDF
 * download, or with `format=html` as a page. Only with a link the service signed
 * (receipt-link.ts): a wrong signature or a made-up number is 403 (nothing says whether that
 * receipt exists), an expired link 410.
 */
export function createReceiptRoutes(deps: ServiceDeps, guards: Guards): Hono {
  const receipts = createReceiptsStore(deps.db)
  const app = new Hono()
  app.get('/:number', guards.read('receipt'), async (c) => {
    const number = c.req.param('number')
    const check = RECEIPT_NUMBER.test(number)
      ? checkReceiptLink(
          deps.config.receipts.secret,
          {
            number,
            expires: Number(c.req.query('expires')),
            signature: c.req.query('signature') ?? '',
          },
          deps.clock?.() ?? new Date(),
        )
      : 'invalid'
    if (check === 'expired')
      return c.json(
        { detail: 'This receipt link has expired. Verify the payment again for a new one.' },
        410,
        PRIVATE,
      )
    const receipt = check === 'valid' ? receipts.find(number) : undefined
    if (!receipt) return c.json({ detail: 'This receipt link is not valid.' }, 403, PRIVATE)
    const view = receiptView(receipt)
    if (c.req.query('format') === 'html')
      return c.html(receiptHtml(view), 200, {
        ...PRIVATE,
        'Content-Security-Policy': RECEIPT_HTML_CSP,
      })
    // pdfkit and its fonts load with the first receipt asked for, not with the service.
    const { receiptPdf } = await import('./receipt-pdf.ts')
    const bytes = await receiptPdf(view)
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${receipt.number}.pdf"`,
    })
  })
  return app
}
