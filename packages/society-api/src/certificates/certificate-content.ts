import type { ServiceDeps } from '../deps.ts'
import { pick, readDocumentBasics, type LetterContent } from '../letters/letter-content.ts'

/**
 * What a certificate says (docs/decisions/0089, 0090): its titles, text and signatory from the
 * CMS (the studio's "Certificate" document), with these defaults for a dataset without it.
 * Placeholders in braces, filled for each delegate.
 */
export interface CertificateWording {
  /** The heading of a certificate of attendance. */
  title: string
  /** The heading when it certifies a presentation too. */
  titlePresented: string
  /** Paragraphs separated by blank lines: name, conference, venue, dates. */
  body: string
  /** The paragraph added for a presentation (its kind and title). */
  presentation: string
  signatoryName: string
  signatoryTitle: string
}

export const DEFAULT_CERTIFICATE_WORDING: CertificateWording = {
  title: 'Certificate of attendance',
  titlePresented: 'Certificate of attendance and presentation',
  body: 'This is to certify that {name} attended {conferenceName}, held at {venue} from {startDate} to {endDate}.',
  presentation: '{name} presented the {presentationMode} “{presentationTitle}”.',
  signatoryName: 'Conference Secretariat',
  signatoryTitle: 'IUMRS-ICAM 2025 Local Organising Committee',
}

export const certificateWordingQuery = `*[_type == "certificate"][0]{title, titlePresented, body, presentation, signatoryName, signatoryTitle}`

export type CertificateContent = Omit<LetterContent, 'wording'> & { wording: CertificateWording }

export async function readCertificateContent(
  deps: Pick<ServiceDeps, 'content'>,
): Promise<CertificateContent> {
  const [wording, basics] = await Promise.all([
    deps.content
      .query<Partial<CertificateWording> | null>(certificateWordingQuery)
      .catch(() => null),
    readDocumentBasics(deps),
  ])
  const d = DEFAULT_CERTIFICATE_WORDING
  const field = (key: keyof CertificateWording) => pick(wording?.[key], d[key])
  return {
    wording: {
      title: field('title'),
      titlePresented: field('titlePresented'),
      body: field('body'),
      presentation: field('presentation'),
      signatoryName: field('signatoryName'),
      signatoryTitle: field('signatoryTitle'),
    },
    ...basics,
  }
}
