import QRCode from 'qrcode'
import { PdfBuilder } from '../pdf/pdf-document.ts'
import type { ReceiptIssuer } from '../receipts/receipt-issuer.ts'

/** What the PDF shows (already worded): the letterhead, the text, the signatory, the code. */
export interface LetterView {
  issuer: ReceiptIssuer
  title: string
  issuedOn: string
  paragraphs: string[]
  signatoryName: string
  signatoryTitle: string
  code: string
  verifyUrl: string
  /** Set large under the title (a certificate's holder); none on a letter. */
  headline?: string
}

/**
 * A document on the society's letterhead (the visa letter; a certificate, `subject`
 * 'Certificate') as a tagged PDF (A4) with its QR code.
 */
export async function letterPdf(view: LetterView, subject = 'Visa letter'): Promise<Uint8Array> {
  const pdf = new PdfBuilder({ title: view.title, author: view.issuer.name, subject })
  pdf.paragraph(view.issuer.name, { size: 12, gap: 0.1 })
  for (const line of view.issuer.address.split('\n').filter(Boolean))
    pdf.paragraph(line, { size: 9.5, gap: 0 })
  pdf.doc.moveDown(1)
  pdf.paragraph(view.issuedOn, { gap: 0.8 })
  pdf.heading(view.title)
  if (view.headline) pdf.heading(view.headline, 2)
  for (const p of view.paragraphs) pdf.paragraph(p, { gap: 0.6 })
  pdf.doc.moveDown(1)
  pdf.paragraph(view.signatoryName, { gap: 0 })
  pdf.paragraph(view.signatoryTitle, { size: 9.5, gap: 1 })
  const png = await QRCode.toBuffer(view.verifyUrl, { errorCorrectionLevel: 'M', margin: 1 })
  pdf.figure(png, 96, `QR code of ${view.verifyUrl}`)
  pdf.paragraph(`Verification code: ${view.code}`, { size: 10 })
  return pdf.finish()
}
