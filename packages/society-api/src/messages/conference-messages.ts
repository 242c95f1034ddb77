import type { RegistrationWindow } from '@amrs/shared/registration-window'
import { computeFee, feeDataQuery, type FeeData } from '../conference/fees.ts'
import { registrationWindowQuery } from '../conference/registration-window.ts'
import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { formatMinor } from '../payments/money.ts'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import {
  receiptIssuer,
  receiptIssuerQuery,
  type ReceiptIssuerContent,
} from '../receipts/receipt-issuer.ts'
import { receiptLink } from '../receipts/receipt-link.ts'
import { receiptPdf } from '../receipts/receipt-pdf.ts'
import { receiptView } from '../receipts/receipt-view.ts'
import { createReceiptsStore } from '../receipts/receipts-store.ts'
import { renderLayout, type FactTable } from './layout.ts'
import {
  fillPlaceholders,
  MESSAGE_WORDING,
  wordingOrDefault,
  type MessageKey,
  type Wording,
} from './wording.ts'

export const CONFERENCE_NAME = 'IUMRS-ICAM 2025'
const PAY_PATH = '/iumrs-icam25/payment'

/** The facts a registration-received message keeps (what the person registered). */
export interface RegistrationFacts {
  firstName: string
  category: string
  timeframe: string
  banquet: boolean
  excursion: boolean
  symposium: string
  presentationMode: string
  abstractFileName: string | null
}

const emailQuery = `*[_type == "emailMessage" && key == $key][0]{subject, preheader, body}`

const words = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
const usd = (amount: number) =>
  `USD ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Accra',
})

/** The wording of `key` from the content source (studio "E-mails"), else the defaults in code. */
export async function readWording(
  deps: Pick<ServiceDeps, 'content'>,
  key: MessageKey,
): Promise<Wording> {
  const fromCms = await deps.content
    .query<Partial<Wording> | null>(emailQuery, { key })
    .catch(() => null)
  return wordingOrDefault(MESSAGE_WORDING[key], fromCms)
}

export function compose(
  deps: ServiceDeps,
  wording: Wording,
  values: Record<string, string>,
  parts: { tables: FactTable[]; action?: { label: string; href: string }; footer: string },
): RenderedMail {
  const subject = fillPlaceholders(wording.subject, values)
  const { html, text } = renderLayout({
    subject,
    preheader: fillPlaceholders(wording.preheader, values),
    conferenceName: CONFERENCE_NAME,
    siteUrl: deps.config.siteUrl,
    body: fillPlaceholders(wording.body, values),
    ...parts,
  })
  return { subject, html, text }
}

async function registrationReceived(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const facts = row.data as unknown as RegistrationFacts
  const [wording, fees, conference] = await Promise.all([
    readWording(deps, 'registration-received'),
    deps.content.query<FeeData>(feeDataQuery),
    deps.content.query<{ registrationWindow?: RegistrationWindow | null } | null>(
      registrationWindowQuery,
    ),
  ])
  const quote = computeFee(
    {
      registration_category: facts.category as never,
      registration_timeframe: facts.timeframe as never,
      banquet: facts.banquet,
      excursion: facts.excursion,
    },
    fees,
  )
  const closes = conference?.registrationWindow?.closesAt
  const deadline = closes ? day.format(new Date(closes)) : 'the close of registration'
  const tables: FactTable[] = [
    {
      caption: 'What you registered for',
      rows: [
        ['Category', words(facts.category)],
        ['Timeframe', words(facts.timeframe)],
        ['Symposium', words(facts.symposium)],
        ['Presentation', words(facts.presentationMode)],
      ],
    },
    {
      caption: 'Amount due',
      rows: [
        ...quote.lines.map((l): [string, string] => [l.label, usd(l.amount)]),
        ['Total due', usd(quote.amount)],
      ],
      total: true,
    },
  ]
  if (facts.abstractFileName)
    tables.push({
      caption: 'Abstract received',
      rows: [
        ['File', facts.abstractFileName],
        ['Symposium', words(facts.symposium)],
        ['Presentation type', words(facts.presentationMode)],
      ],
    })
  return compose(
    deps,
    wording,
    { firstName: facts.firstName, conferenceName: CONFERENCE_NAME, deadline },
    {
      tables,
      action: {
        label: 'Pay the registration fee',
        href: new URL(PAY_PATH, deps.config.siteUrl).href,
      },
      footer: `You receive this because this address was used to register for ${CONFERENCE_NAME}.`,
    },
  )
}

async function paymentConfirmed(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
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

async function paymentFailed(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
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

async function profileSubmitted(deps: ServiceDeps, row: OutboxRow): Promise<RenderedMail> {
  const { firstName } = row.data as { firstName: string }
  const [wording, settings] = await Promise.all([
    readWording(deps, 'profile-submitted'),
    deps.content.query<ReceiptIssuerContent | null>(receiptIssuerQuery).catch(() => null),
  ])
  const societyName = receiptIssuer(settings).name
  return compose(
    deps,
    wording,
    { firstName, societyName },
    {
      tables: [],
      footer: `You receive this because this address was used to sign up with ${societyName}.`,
    },
  )
}

/** The conference's and the society's messages, by outbox kind. */
export function conferenceRenderers(deps: ServiceDeps) {
  return {
    'registration-received': (row: OutboxRow) => registrationReceived(deps, row),
    'payment-confirmed': (row: OutboxRow) => paymentConfirmed(deps, row),
    'payment-failed': (row: OutboxRow) => paymentFailed(deps, row),
    'profile-submitted': (row: OutboxRow) => profileSubmitted(deps, row),
  }
}
