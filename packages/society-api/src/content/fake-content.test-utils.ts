import { feeDataQuery, type FeeData } from '../conference/fees.ts'
import { registrationWindowQuery } from '../conference/registration-window.ts'
import {
  registrationContentQuery,
  type RegistrationContent,
} from '../messages/conference-messages.ts'
import { registrationDatesQuery, type RegistrationDates } from '../conference/registration-dates.ts'
import { receiptIssuerQuery, type ReceiptIssuerContent } from '../receipts/receipt-issuer.ts'
import type { ContentSource } from './content-source.ts'

/** Fee documents as the seed holds them (docs/decisions/0035). */
export const feeData: FeeData = {
  periods: [
    { formTimeframe: 'regular', student: 250, academia: 450, industry: 500 },
    { formTimeframe: 'late-onsite', student: 300, academia: 500, industry: 600 },
  ],
  extraFees: [
    { key: 'banquet', amount: 50 },
    { key: 'excursion', amount: 100 },
  ],
}

/** The society's name and address as the seed's site settings hold them (sample). */
export const issuer: ReceiptIssuerContent = {
  societyName: 'African Materials Research Society – University of Ghana Chapter',
  postalAddress: 'Sample address\nP.O. Box 0000, Legon\nAccra, Ghana',
}

/** Content that answers the queries the service asks (fees, window, the receipt's issuer). */
export function fakeContent(
  content: {
    fees?: FeeData
    conference?: unknown
    /** The dates a registration is checked against (none: no date rules). */
    dates?: RegistrationDates
    issuer?: ReceiptIssuerContent | null
    /** The studio's "E-mails" documents by key (none: the defaults in code). */
    emails?: Record<string, { subject?: string; preheader?: string; body?: string }>
    /** The "pay by" deadline and the studio's symposium and workshop titles (none: not in the CMS). */
    registration?: {
      payBy?: string
      symposia?: Record<string, string>
      workshops?: Record<string, string>
    }
  } = {},
): ContentSource {
  const answer = async (query: string, params?: Record<string, unknown>): Promise<unknown> => {
    if (query.includes('_type == "emailMessage"'))
      return content.emails?.[String(params?.key)] ?? null
    if (query === feeDataQuery) return content.fees ?? feeData
    if (query === registrationWindowQuery) return content.conference ?? null
    if (query === registrationDatesQuery) return content.dates ?? null
    if (query === registrationContentQuery) {
      const { payBy, symposia = {}, workshops = {} } = content.registration ?? {}
      const chosen = (params?.workshops ?? []) as string[]
      return {
        payBy: payBy ?? null,
        symposium: symposia[String(params?.symposium)] ?? null,
        workshops: chosen.flatMap((v) =>
          workshops[v] ? [{ apiValue: v, title: workshops[v] }] : [],
        ),
      } satisfies RegistrationContent
    }
    if (query === receiptIssuerQuery) return content.issuer === undefined ? issuer : content.issuer
    throw new Error(`fakeContent: unexpected query ${query}`)
  }
  return { query: answer as ContentSource['query'] }
}
