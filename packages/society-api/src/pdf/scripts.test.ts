import { fillPlaceholders } from '@amrs/shared/email-wording'
import { describe, expect, it } from 'vitest'
import { badgesPdf } from '../badges/badge-pdf.ts'
import { DEFAULT_BADGE_WORDING } from '../badges/badge-content.ts'
import { DEFAULT_BOOK_WORDING } from '../book/book-content.ts'
import { docxOf } from '../book/book-fixtures.test-utils.ts'
import { bookPdf } from '../book/book-pdf.ts'
import { DEFAULT_CERTIFICATE_WORDING } from '../certificates/certificate-content.ts'
import { creditNotePdf } from '../desk/payments/credit-note-pdf.ts'
import { DEFAULT_LETTER_WORDING, letterParagraphs } from '../letters/letter-content.ts'
import { letterPdf, type LetterView } from '../letters/letter-pdf.ts'
import { receiptIssuer } from '../receipts/receipt-issuer.ts'
import { receiptPdf } from '../receipts/receipt-pdf.ts'
import { readPdf } from './pdf-text.test-utils.ts'

/** A delegate's name in each script the documents must print (docs/decisions/0099). */
const NAMES = {
  'Latin with accents': 'Ngọc Ánh Ðặng',
  Chinese: '王小明',
  Japanese: '山田花子',
  Korean: '김민준',
  Arabic: 'محمد الأمين',
} as const

const issuer = receiptIssuer(null)

const letterView = (name: string): LetterView => ({
  issuer,
  title: DEFAULT_LETTER_WORDING.title,
  issuedOn: '1 December 2025',
  paragraphs: letterParagraphs(DEFAULT_LETTER_WORDING.body, {
    embassy: 'Sample Embassy of Ghana',
    passportName: name,
    nationality: 'Senegal',
    conferenceName: 'IUMRS-ICAM 2025',
    venue: 'Sample Conference Centre, Accra',
    startDate: '9 December 2025',
    endDate: '12 December 2025',
    status: 'Registered delegate',
    verifyUrl: 'https://example.org/verify/SAMPLE',
    code: 'SAMPLE',
  }),
  signatoryName: DEFAULT_LETTER_WORDING.signatoryName,
  signatoryTitle: DEFAULT_LETTER_WORDING.signatoryTitle,
  code: 'SAMPLE',
  verifyUrl: 'https://example.org/verify/SAMPLE',
})

/** Each document the service prints, with `name` where a delegate's name goes. */
const DOCUMENTS: Record<string, (name: string) => Promise<Uint8Array>> = {
  receipt: (name) =>
    receiptPdf({
      title: 'Receipt R-2025-0001',
      number: 'R-2025-0001',
      issuer: { name: issuer.name, addressLines: issuer.address.split('\n') },
      facts: [
        ['Receipt number', 'R-2025-0001'],
        ['Received from', name],
      ],
      lines: [{ label: 'Registration', amount: 'GHS 1,000.00' }],
      total: 'GHS 1,000.00',
      statement: 'Paid in full: GHS 1,000.00.',
    }),
  'credit note': (name) =>
    creditNotePdf({
      number: 'CN-2025-0001',
      reference: 'SAMPLE-REF',
      receipt_number: 'R-2025-0001',
      issued_at: '2025-12-01T10:00:00Z',
      payer_name: name,
      payer_email: 'delegate@example.org',
      amount_minor: 100_000,
      currency: 'GHS',
      reason: 'Sample cancellation',
      issuer_name: issuer.name,
      issuer_address: issuer.address,
    }),
  'visa letter': (name) => letterPdf(letterView(name)),
  badge: (name) =>
    badgesPdf(
      [
        {
          token: 'sample-token',
          name,
          affiliation: 'Sample Institute',
          country: 'Ghana',
          category: 'delegate',
        },
      ],
      DEFAULT_BADGE_WORDING,
      'a6',
    ),
  certificate: (name) =>
    letterPdf(
      {
        ...letterView(name),
        title: DEFAULT_CERTIFICATE_WORDING.title,
        headline: name,
        paragraphs: [
          fillPlaceholders(DEFAULT_CERTIFICATE_WORDING.body, {
            name,
            conferenceName: 'IUMRS-ICAM 2025',
            venue: 'Accra',
            startDate: '9 December 2025',
            endDate: '12 December 2025',
          }),
        ],
      },
      'Certificate',
    ),
  'book of abstracts': async (name) =>
    (
      await bookPdf(
        [
          {
            id: 1,
            title: `Sample title by ${name}`,
            authors: [{ name, affiliation: 'Sample Institute' }],
            presenter: 0,
            symposium: 'Ceramics',
            mode: 'oral',
            file: { kind: 'docx', bytes: docxOf([`Sample abstract text by ${name}.`]) },
          },
        ],
        DEFAULT_BOOK_WORDING,
      )
    ).bytes,
}

describe('every document prints every script, and its text reads back', { timeout: 60_000 }, () => {
  it.each(Object.keys(DOCUMENTS))('the %s', async (document) => {
    for (const [script, name] of Object.entries(NAMES)) {
      const pdf = await readPdf(await DOCUMENTS[document]!(name), { glyphs: true })
      // Extractable (the fonts' ToUnicode maps), in logical order: the Arabic letters come back
      // as typed (lam-alef included), not reversed nor run together.
      expect(pdf.text, `${script} name`).toContain(name)
      // No empty boxes: every character had a glyph.
      expect(pdf.notdef, `${script} name: .notdef glyphs`).toBe(0)
      // Still a tagged PDF.
      expect(pdf.roles, `${script} name`).toEqual(expect.arrayContaining(['P']))
    }
  })
})
