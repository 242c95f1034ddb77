import { createRequire } from 'node:module'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { SOCIAL_IMAGE } from '@amrs/shared/head'

/**
 * The link-preview image of a site (1200×630 PNG: WhatsApp, LinkedIn and X ignore SVG), drawn at
 * build time from CMS text and logo with resvg and a bundled font (no system fonts needed).
 */
export interface SocialCard {
  /** Big line, e.g. "IUMRS-ICAM 2025". */
  title: string
  /** Up to two lines under it (dates and place, or the society's full name). */
  lines: string[]
  /** Small line at the bottom (the site's host name). */
  footer: string
  /** The logo as SVG/PNG bytes (drawn at the top left), if any. */
  logo?: { bytes: Uint8Array; mimeType: string }
  /** Background and accent colours. */
  colors: { background: string; accent: string }
}

const require = createRequire(import.meta.url)
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const FONT_FILES = [path.join(fontDir, 'DejaVuSans.ttf'), path.join(fontDir, 'DejaVuSans-Bold.ttf')]

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Greedy word wrap by an average glyph width (good enough for a title card). */
export function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const perLine = Math.max(8, Math.floor(maxWidth / (fontSize * 0.56)))
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (next.length > perLine && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/\s*\S*$/, '')}…`
    return kept
  }
  return lines
}

type Box = { x: number; y: number; width: number; height: number }

/**
 * An SVG logo is inlined as a nested <svg> (so its text uses the bundled font); a bitmap goes
 * in an <image>.
 */
function logoMarkup(logo: NonNullable<SocialCard['logo']>, box: Box): string {
  const place = `x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="xMinYMid meet"`
  if (logo.mimeType !== 'image/svg+xml')
    return `<image ${place} href="data:${logo.mimeType};base64,${Buffer.from(logo.bytes).toString('base64')}"/>`
  const svg = Buffer.from(logo.bytes)
    .toString('utf8')
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<svg\b([^>]*)>/, (_, attrs: string) => {
      const kept = attrs.replace(/\s(width|height|x|y|preserveAspectRatio)="[^"]*"/g, '')
      return `<svg${kept} ${place}>`
    })
  return svg
}

export function socialCardSvg(card: SocialCard): string {
  const { width, height } = SOCIAL_IMAGE
  const pad = 80
  const title = wrap(card.title, 84, width - 2 * pad, 2)
  const lines = card.lines.flatMap((l) => wrap(l, 40, width - 2 * pad, 2)).slice(0, 3)
  const box = { x: pad, y: 64, width: 350, height: 80 }
  const logo = card.logo
    ? // On a white badge: logos are drawn for light backgrounds.
      `<rect x="${pad - 24}" y="52" width="398" height="104" rx="20" fill="#ffffff"/>
  ${logoMarkup(card.logo, box)}`
    : ''
  const titleTop = 330 - (title.length - 1) * 50
  const text = [
    ...title.map(
      (t, i) =>
        `<text x="${pad}" y="${titleTop + i * 96}" font-size="84" font-weight="bold" fill="#ffffff">${escape(t)}</text>`,
    ),
    ...lines.map(
      (t, i) =>
        `<text x="${pad}" y="${titleTop + title.length * 96 + 10 + i * 52}" font-size="40" fill="#ffffff" fill-opacity="0.92">${escape(t)}</text>`,
    ),
    `<text x="${pad}" y="${height - 56}" font-size="30" fill="${card.colors.accent}">${escape(card.footer)}</text>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans">
  <rect width="${width}" height="${height}" fill="${card.colors.background}"/>
  <rect x="0" y="${height - 16}" width="${width}" height="16" fill="${card.colors.accent}"/>
  <circle cx="${width - 120}" cy="120" r="260" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="${width - 40}" cy="${height - 40}" r="180" fill="#ffffff" fill-opacity="0.05"/>
  ${logo}
  ${text.join('\n  ')}
</svg>`
}

/** The card as a 1200×630 PNG. */
export function renderSocialCard(card: SocialCard): Buffer {
  const resvg = new Resvg(socialCardSvg(card), {
    fitTo: { mode: 'width', value: SOCIAL_IMAGE.width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  })
  return resvg.render().asPng()
}
