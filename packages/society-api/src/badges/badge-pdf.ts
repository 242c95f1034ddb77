import QRCode from 'qrcode'
import { PdfBuilder } from '../pdf/pdf-document.ts'
import { BADGE_BANDS, BAND_TEXT, type BadgeCategory } from './badge-category.ts'
import type { BadgeWording } from './badge-content.ts'

/** One badge as printed (already worded): the token is all its QR code holds. */
export interface BadgeView {
  token: string
  name: string
  affiliation: string
  country: string
  category: BadgeCategory
}

/** A6 badges one per page, or A4 sheets of four (2 × 2) with cut lines between them. */
export type BadgeLayout = 'a6' | 'a4'
export const BADGE_LAYOUTS: readonly BadgeLayout[] = ['a6', 'a4']

/** A6 in points; an A4 sheet is exactly four of them. */
const A6 = { width: 297.64, height: 419.53 }
const A4 = { width: 595.28, height: 841.89 }
const PAD = 22
const BAND = 48
const QR = 108
const INK = '#000000'
/**
 * pngjs's options, passed on by qrcode: a greyscale PNG without alpha, which pdfkit embeds as it
 * is (an RGBA one it splits pixel by pixel: three times the CPU for 800 badges).
 */
const GREY_PNG = { deflateLevel: 6, colorType: 0 }

interface Cell {
  x: number
  y: number
  width: number
  height: number
}

/** The largest size (down to 14 pt) at which `text` fits `lines` lines of `width`. */
function fittingSize(pdf: PdfBuilder, text: string, width: number, from: number, lines: number) {
  for (let size = from; size > 14; size -= 2) {
    const longest = Math.max(...text.split(/\s+/).map((word) => pdf.widthOf(word, size, 'bold')))
    if (longest <= width && pdf.heightOf(text, width, size, 'bold') <= lines * size * 1.25)
      return size
  }
  return 14
}

async function drawBadge(pdf: PdfBuilder, badge: BadgeView, wording: BadgeWording, cell: Cell) {
  const { doc } = pdf
  const x = cell.x + PAD
  const width = cell.width - 2 * PAD
  const centred = { x, width, align: 'center' as const }
  doc.fillColor(INK)
  pdf.tagged('P', () => {
    pdf.text(wording.conferenceName, { ...centred, y: cell.y + PAD, size: 13, weight: 'bold' })
  })
  pdf.tagged('P', () => {
    pdf.text(wording.placeAndDates, { ...centred, y: cell.y + PAD + 19, size: 9.5 })
  })
  const nameSize = fittingSize(pdf, badge.name, width, 26, 2)
  pdf.tagged('H1', () => {
    pdf.text(badge.name, {
      ...centred,
      y: cell.y + 72,
      size: nameSize,
      weight: 'bold',
      height: Math.max(2 * nameSize * 1.25, 3 * 14 * 1.25),
    })
  })
  pdf.tagged('P', () => {
    pdf.text(badge.affiliation, { ...centred, y: cell.y + 142, size: 11.5, height: 44 })
  })
  pdf.tagged('P', () => {
    pdf.text(badge.country, { ...centred, y: cell.y + 190, size: 11.5 })
  })
  const bandTop = cell.y + cell.height - PAD - BAND
  const png = await QRCode.toBuffer(badge.token, {
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 2,
    rendererOpts: GREY_PNG,
  })
  pdf.tagged(
    'Figure',
    () => {
      doc.image(png, cell.x + (cell.width - QR) / 2, bandTop - 8 - QR, { width: QR, height: QR })
    },
    'QR code for check-in (a signed badge number, no personal data)',
  )
  const band = BADGE_BANDS[badge.category]
  pdf.artifact(() => {
    doc.rect(cell.x + PAD / 2, bandTop, cell.width - PAD, BAND).fill(band.colour)
  })
  pdf.tagged('P', () => {
    doc.fillColor(BAND_TEXT)
    pdf.text(band.label, {
      ...centred,
      y: bandTop + (BAND - 22 * 1.2) / 2 + 2,
      size: 22,
      weight: 'bold',
    })
  })
  doc.fillColor(INK)
}

/** Thin dashed cut lines along the middle of an A4 sheet of four (decoration, not content). */
function cutLines(pdf: PdfBuilder) {
  pdf.artifact(() => {
    pdf.doc
      .moveTo(A4.width / 2, 0)
      .lineTo(A4.width / 2, A4.height)
      .moveTo(0, A4.height / 2)
      .lineTo(A4.width, A4.height / 2)
      .lineWidth(0.5)
      .dash(4, { space: 4 })
      .strokeColor('#767676')
      .stroke()
      .undash()
  })
}

/** The badges as one tagged PDF, in the order given. */
export async function badgesPdf(
  badges: BadgeView[],
  wording: BadgeWording,
  layout: BadgeLayout,
): Promise<Uint8Array> {
  const size = layout === 'a6' ? 'A6' : 'A4'
  const pdf = new PdfBuilder({
    title:
      badges.length === 1
        ? `Badge: ${wording.conferenceName}`
        : `Badges: ${wording.conferenceName}`,
    author: wording.conferenceName,
    subject: 'Badges',
    size,
    margin: 0,
  })
  const perPage = layout === 'a6' ? 1 : 4
  for (const [i, badge] of badges.entries()) {
    const slot = i % perPage
    if (i > 0 && slot === 0) pdf.doc.addPage({ size, margin: 0 })
    if (layout === 'a4' && slot === 0) cutLines(pdf)
    const cell =
      layout === 'a6'
        ? { x: 0, y: 0, ...A6 }
        : {
            x: (slot % 2) * (A4.width / 2),
            y: Math.floor(slot / 2) * (A4.height / 2),
            width: A4.width / 2,
            height: A4.height / 2,
          }
    await drawBadge(pdf, badge, wording, cell)
  }
  return pdf.finish()
}
