import { computeFee, feeDataQuery, type FeeData } from '../conference/fees.ts'
import { createConferenceStore } from '../conference/store.ts'
import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { readBalance } from '../payments/balance.ts'
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
import { renderLayout, type FactTable, type MessageLayout } from './layout.ts'
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
  /** The workshops chosen (their `apiValue`s; absent in messages written before they were kept). */
  workshops?: string[]
  abstractFileName: string | null
  /** The abstract's title, authors in order and which of them presents (index), with a file. */
  abstractTitle?: string
  abstractAuthors?: { name: string; affiliation: string }[]
  abstractPresenter?: number | null
}

/**
 * What the confirmation reads from the CMS besides fees and wording: the "pay by" date (the
 * deadline the conference's home page lists as committing to attendance by payment, the earliest
 * if several) and the studio's titles of the symposium and the workshops chosen.
 */
export const registrationContentQuery = `{
  "payBy": *[_type == "deadline" && kind == "attendance" && defined(date)] | order(date asc)[0].date,
  "symposium": *[_type == "symposium" && apiValue == $symposium][0].title,
  "workshops": *[_type == "workshop" && apiValue in $workshops]{ title, apiValue }
}`
export interface RegistrationContent {
  payBy?: string | null
  symposium?: string | null
  workshops?: { title?: string | null; apiValue?: string | null }[] | null
}

const emailQuery = `*[_type == "emailMessage" && key == $key][0]{subject, preheader, body}`

const words = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
const usd = (amount: number) =>
  `USD ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`
/** A CMS date (a calendar day, `2025-11-15`) as the site writes it: "15 November 2025". */
const calendarDay = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`))
const MODES: Record<string, string> = {
  'in-attendance': 'In attendance',
  poster: 'Poster',
  oral: 'Oral',
}

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

/** A message from its wording, the values of its placeholders and the layout's other parts. */
export function compose(
  deps: ServiceDeps,
  wording: Wording,
  values: Record<string, string>,
  parts: Pick<MessageLayout, 'tables' | 'action' | 'footer' | 'image' | 'footerLink'>,
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
  const chosen = facts.workshops ?? []
  const [wording, fees, content] = await Promise.all([
    readWording(deps, 'registration-received'),
    deps.content.query<FeeData>(feeDataQuery),
    deps.content
      .query<RegistrationContent | null>(registrationContentQuery, {
        symposium: facts.symposium,
        workshops: chosen,
      })
      .catch(() => null),
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
  // The "pay by" date is the CMS's deadline, as the home page shows it; never computed.
  const deadline = content?.payBy
    ? calendarDay(content.payBy)
    : 'the deadline on the conference website'
  const titles = new Map(
    (content?.workshops ?? []).flatMap((w) =>
      w.apiValue && w.title ? [[w.apiValue, w.title]] : [],
    ),
  )
  const workshops = chosen.map((value) => titles.get(value) ?? words(value))
  const symposium = content?.symposium ?? words(facts.symposium)
  const mode = MODES[facts.presentationMode] ?? words(facts.presentationMode)
  // What is owed is the fee (the fee rule). Money held already for this registration (paid
  // before this message went out) is counted by the balance rule (payments/balance.ts).
  const registration = createConferenceStore(deps.db).findRegistration(row.recipient)
  const balance = registration ? readBalance(deps.db, registration.id) : undefined
  const held = balance && balance.currency === quote.currency ? balance.heldMinor : 0
  const owedMinor = balance?.owedMinor ?? Math.round(quote.amount * 100)
  const dueMinor = Math.max(owedMinor - held, 0)
  const amount = formatMinor(dueMinor, quote.currency)
  const settled = held > 0 && dueMinor === 0
  const tables: FactTable[] = [
    {
      caption: 'What you registered for',
      rows: [
        ['Category', words(facts.category)],
        ['Timeframe', words(facts.timeframe)],
        ['Symposium', symposium],
        ['Presentation', mode],
        ...(workshops.length
          ? [
              [workshops.length === 1 ? 'Workshop' : 'Workshops', workshops.join('; ')] as [
                string,
                string,
              ],
            ]
          : []),
      ],
    },
    {
      caption: 'Amount due',
      rows: [
        ...quote.lines.map((l): [string, string] => [l.label, usd(l.amount)]),
        ['Total due', usd(quote.amount)],
        ...(held > 0
          ? [
              ['Paid so far', formatMinor(held, quote.currency)] as [string, string],
              ['Still to pay', amount] as [string, string],
            ]
          : []),
      ],
      total: true,
    },
  ]
  if (!settled)
    tables.push({
      caption: 'How to pay',
      rows: [
        ['Amount to pay', amount],
        ['Pay by', deadline],
      ],
    })
  if (facts.abstractFileName) {
    const authors = facts.abstractAuthors ?? []
    tables.push({
      caption: 'Abstract received',
      rows: [
        ...(facts.abstractTitle ? [['Title', facts.abstractTitle] as [string, string]] : []),
        ...authors.map((author, i): [string, string] => [
          authors.length === 1 ? 'Author' : `Author ${i + 1}`,
          `${author.name}, ${author.affiliation}${i === facts.abstractPresenter ? ' (presenter)' : ''}`,
        ]),
        ['File', facts.abstractFileName],
        ['Symposium', symposium],
        ['Presentation type', mode],
      ],
    })
  }
  return compose(
    deps,
    wording,
    {
      firstName: facts.firstName,
      conferenceName: CONFERENCE_NAME,
      deadline,
      amount,
      workshops: workshops.join('; '),
      abstractTitle: facts.abstractTitle ?? '',
    },
    {
      tables,
      ...(settled
        ? {}
        : {
            action: {
              label: 'Pay the registration fee',
              href: new URL(PAY_PATH, deps.config.siteUrl).href,
            },
          }),
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
