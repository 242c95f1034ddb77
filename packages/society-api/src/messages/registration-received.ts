import { computeFee, feeDataQuery, type FeeData } from '../conference/fees.ts'
import { createConferenceStore } from '../conference/store.ts'
import type { ServiceDeps } from '../deps.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import type { OutboxRow } from '../outbox/outbox-store.ts'
import { readBalance } from '../payments/balance.ts'
import { formatMinor } from '../payments/money.ts'
import { compose, CONFERENCE_NAME, PAY_PATH, readWording } from './compose.ts'
import type { FactTable } from './layout.ts'

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

/** The confirmation of a registration: what was chosen, what is due, how to pay. */
export async function registrationReceived(
  deps: ServiceDeps,
  row: OutboxRow,
): Promise<RenderedMail> {
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
