import { fillPlaceholders } from '@amrs/shared/email-wording'
import type { ServiceDeps } from '../deps.ts'
import { DEFAULT_STATUS_WORDS, type LetterStatusWords } from './letter-rules.ts'
import { nationality } from './nationality.ts'
import {
  receiptIssuer,
  receiptIssuerQuery,
  type ReceiptIssuer,
} from '../receipts/receipt-issuer.ts'

/**
 * What a visa letter says: its text and signatory from the CMS (the studio's "Visa letter"
 * document, defaults here for a dataset without it), the conference's dates and venue from the
 * conference document, the society's name and address as on receipts.
 */
export interface LetterWording {
  title: string
  /** Paragraphs separated by blank lines; placeholders in braces. */
  body: string
  signatoryName: string
  signatoryTitle: string
  /** The phrase `{status}` is made of. */
  status: LetterStatusWords
}

export const DEFAULT_LETTER_WORDING: LetterWording = {
  title: 'Letter of invitation',
  body: [
    'To the {embassy}',
    'This letter confirms that {passportName}, {national}, is invited to attend {conferenceName}, held at {venue} from {startDate} to {endDate}.',
    'Status: {status}.',
    'The organisers do not meet the costs of travel, accommodation or subsistence, which are the delegate’s own. This letter does not commit the organisers to any financial or legal obligation.',
    'The letter can be verified at {verifyUrl} with the code {code}.',
  ].join('\n\n'),
  signatoryName: 'Conference Secretariat',
  signatoryTitle: 'IUMRS-ICAM 2025 Local Organising Committee',
  status: DEFAULT_STATUS_WORDS,
}

export const letterWordingQuery = `*[_type == "visaLetter"][0]{title, body, signatoryName, signatoryTitle, "status": {"registered": statusRegistered, "paid": statusPaid, "oral": statusOral, "poster": statusPoster}}`
export const letterConferenceQuery = `*[_type == "conference"][0]{name, startDate, endDate, timeZone, city, country, "place": openingCeremony.place}`

export interface LetterConference {
  name: string
  startDate: string
  endDate: string
  venue: string
  /** The conference's time zone (its days are counted in it). */
  timeZone: string
}

export interface LetterContent {
  wording: LetterWording
  conference: LetterConference
  issuer: ReceiptIssuer
}

interface ConferenceContent {
  name?: string | null
  startDate?: string | null
  endDate?: string | null
  timeZone?: string | null
  city?: string | null
  country?: string | null
  place?: string | null
}

export const pick = (cms: string | null | undefined, fallback: string) => cms?.trim() || fallback

/**
 * What every document the service issues repeats (letters, certificates): the conference's
 * name, dates and venue from the conference document, the society's name and address as on
 * receipts; defaults in code for a dataset without them.
 */
export async function readDocumentBasics(
  deps: Pick<ServiceDeps, 'content'>,
): Promise<Omit<LetterContent, 'wording'>> {
  const [conference, issuer] = await Promise.all([
    deps.content.query<ConferenceContent | null>(letterConferenceQuery).catch(() => null),
    deps.content.query<null>(receiptIssuerQuery).catch(() => null),
  ])
  return {
    conference: {
      name: pick(conference?.name, 'IUMRS-ICAM 2025'),
      startDate: pick(conference?.startDate, '2025-12-09'),
      endDate: pick(conference?.endDate, '2025-12-12'),
      venue: [conference?.place, conference?.city, conference?.country]
        .filter((p) => p?.trim())
        .join(', '),
      timeZone: pick(conference?.timeZone, 'Africa/Accra'),
    },
    issuer: receiptIssuer(issuer),
  }
}

export async function readLetterContent(
  deps: Pick<ServiceDeps, 'content'>,
): Promise<LetterContent> {
  const [wording, basics] = await Promise.all([
    deps.content
      .query<
        (Partial<Omit<LetterWording, 'status'>> & { status?: Partial<LetterStatusWords> }) | null
      >(letterWordingQuery)
      .catch(() => null),
    readDocumentBasics(deps),
  ])
  const d = DEFAULT_LETTER_WORDING
  return {
    wording: {
      title: pick(wording?.title, d.title),
      body: pick(wording?.body, d.body),
      signatoryName: pick(wording?.signatoryName, d.signatoryName),
      signatoryTitle: pick(wording?.signatoryTitle, d.signatoryTitle),
      status: {
        registered: pick(wording?.status?.registered, d.status.registered),
        paid: pick(wording?.status?.paid, d.status.paid),
        oral: pick(wording?.status?.oral, d.status.oral),
        poster: pick(wording?.status?.poster, d.status.poster),
      },
    },
    ...basics,
  }
}

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })
export const formatDay = (iso: string) => longDate.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))

/** The conference's dates in words, as the letter and the /verify page state them. */
export const conferenceDates = (c: LetterConference) =>
  `${formatDay(c.startDate)} to ${formatDay(c.endDate)}`

/**
 * A body written before `{national}` existed says "a national of {nationality}", which read "a
 * national of Senegalese" when a delegate typed their demonym: it now says what `{national}` says.
 */
const NATIONAL_OF = /\ba national of \{nationality\}/g

/**
 * The body's paragraphs with the placeholders filled. From the `nationality` typed in the request,
 * `{national}` is "a Senegalese national" (or "a national of <country>", nationality.ts) and
 * `{nationality}` the country's name.
 */
export function letterParagraphs(body: string, values: Record<string, string>): string[] {
  const typed = values.nationality
  const filled =
    typed === undefined
      ? values
      : { ...values, nationality: nationality(typed).country, national: nationality(typed).phrase }
  return fillPlaceholders(body.replace(NATIONAL_OF, '{national}'), filled)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}
