import { formatDay, letterParagraphs } from '../letters/letter-content.ts'
import type { LetterView } from '../letters/letter-pdf.ts'
import type { CertificateContent } from './certificate-content.ts'
import { PRESENTATION_MODE, type Presentation } from './certificate-rules.ts'

/**
 * A certificate as issued, in the words of `content`: the title (with or without a
 * presentation), the delegate's name, the body and presentation paragraphs, the signatory and
 * the verification code with its URL.
 */
export function certificateView(
  content: CertificateContent,
  name: string,
  presentation: Presentation | null,
  code: string,
  verifyUrl: string,
  issuedAt: Date,
): LetterView {
  const { wording, conference } = content
  const values = {
    name,
    conferenceName: conference.name,
    venue: conference.venue,
    startDate: formatDay(conference.startDate),
    endDate: formatDay(conference.endDate),
    presentationMode: presentation ? PRESENTATION_MODE[presentation.mode] : '',
    presentationTitle: presentation?.title ?? '',
  }
  return {
    issuer: content.issuer,
    title: presentation ? wording.titlePresented : wording.title,
    headline: name,
    issuedOn: formatDay(issuedAt.toISOString()),
    paragraphs: [
      ...letterParagraphs(wording.body, values),
      ...(presentation ? letterParagraphs(wording.presentation, values) : []),
    ],
    signatoryName: wording.signatoryName,
    signatoryTitle: wording.signatoryTitle,
    code,
    verifyUrl,
  }
}
