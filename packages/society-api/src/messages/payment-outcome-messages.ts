import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import { formatMinor } from '../payments/money.ts'
import { receiptLink } from '../receipts/receipt-link.ts'
import { receiptPdf } from '../receipts/receipt-pdf.ts'
import { receiptView } from '../receipts/receipt-view.ts'
import { createReceiptsStore } from '../receipts/receipts-store.ts'
import { compose, CONFERENCE_NAME, PAY_PATH, readWording } from './compose.ts'

/** A payment's outcome told to the payer: confirmed (with the receipt attached) or failed. */
export async function paymentConfirmed(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const { reference, firstName } = row.data as { reference: string; firstName: string }
  const receipt = createReceiptsStore(deps.db).forPayment(reference)
  if (!receipt) throw new Error(`no receipt for the payment of outbox message ${row.id}`)
  const view = receiptView(receipt)
  const amount = formatMinor(receipt.amountMinor, receipt.currency)
  const wording = await readWording(deps, 'payment-confirmed')
  const mail = compose(
    deps,
    wording,
    { firstName, conferenceName: CONFERENCE_NAME, receiptNumber: receipt.number, amount },
    {
      tables: [
        {
          caption: `Receipt ${receipt.number}`,
          rows: [
            ...view.lines.map((l): [string, string] => [l.label, l.amount]),
            ['Total paid', view.total],
          ],
          total: true,
        },
      ],
      action: {
        label: 'Download your receipt',
        href: receiptLink(deps.config, receipt.number, deps.clock?.() ?? new Date()),
      },
      footer: `You receive this because you paid the registration fee for ${CONFERENCE_NAME}.`,
    },
  )
  mail.attachments = [
    {
      filename: `${receipt.number}.pdf`,
      content: Buffer.from(await receiptPdf(view)),
      contentType: 'application/pdf',
    },
  ]
  return mail
}

export async function paymentFailed(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const { firstName, amount } = row.data as { firstName: string; amount: string }
  const wording = await readWording(deps, 'payment-failed')
  return compose(
    deps,
    wording,
    { firstName, conferenceName: CONFERENCE_NAME, amount },
    {
      tables: [],
      action: { label: 'Try the payment again', href: new URL(PAY_PATH, deps.config.siteUrl).href },
      footer: `You receive this because a payment for ${CONFERENCE_NAME} was started with this address.`,
    },
  )
}
