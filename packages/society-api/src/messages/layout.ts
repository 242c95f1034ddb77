import { MAIL_LOGO_PATH } from '@amrs/shared/mail-images'
import { myRegistrationLink } from '@amrs/shared/service-paths'
import { escapeHtml } from '../http/escape-html.ts'
import type { RenderedMail } from '../mail/mail-types.ts'
import { MY_PATH } from '../my-registration/paths.ts'

/** A table of facts: label/value rows, or money lines with a total. */
export interface FactTable {
  caption: string
  rows: [string, string][]
  /** The last row is a total (bold). */
  total?: boolean
}

export interface MessageLayout {
  /** The page title and heading. */
  subject: string
  preheader: string
  conferenceName: string
  /** The site's origin: the logo comes from there, never a third party. */
  siteUrl: string
  /** The wording's body, paragraphs separated by blank lines. */
  body: string
  tables: FactTable[]
  action?: { label: string; href: string }
  /** A last line in small print (why the person gets this). */
  footer: string
  /** A picture after the heading (a post's cover), from the site's own origin. */
  image?: { src: string; alt: string; width: number; height: number }
  /** A link after the footer line (the newsletter's "Unsubscribe"). */
  footerLink?: { label: string; href: string }
}

/**
 * The messages' logo: a PNG the build draws from the site's mark (scripts/prerender/app-icons.ts;
 * many mail clients refuse SVG), served from the site's own origin, never a third party, with
 * the header that lets mail clients load it (@amrs/shared/mail-images, docs/decisions/0105).
 */
export const LOGO_PATH = MAIL_LOGO_PATH

const INK = '#1a1a1a'
const LINK = '#0b4f8a'
const MUTED = '#4a4a4a'

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)

function tableHtml(table: FactTable): string {
  const rows = table.rows
    .map(([label, value], i) => {
      const strong = table.total && i === table.rows.length - 1 ? 'font-weight:700;' : ''
      return `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;border-top:1px solid #ccc;font-weight:600;${strong}">${escapeHtml(label)}</th><td style="text-align:${table.total ? 'right' : 'left'};padding:6px 0;border-top:1px solid #ccc;${strong}">${escapeHtml(value)}</td></tr>`
    })
    .join('')
  return `<table role="table" style="border-collapse:collapse;width:100%;margin:16px 0;color:${INK}"><caption style="text-align:left;font-weight:700;padding-bottom:4px">${escapeHtml(table.caption)}</caption><tbody>${rows}</tbody></table>`
}

/**
 * A message's two parts from one layout: an HTML part that mail clients show (inline styles, no
 * external CSS, no scripts, `lang`, a title, a real heading, tables only for data with row
 * headers, dark text on white, the logo from the site's own origin with alt text) and a text part
 * with the same facts.
 */
export function renderLayout(m: MessageLayout): { html: string; text: string } {
  const logo = new URL(LOGO_PATH, m.siteUrl).href
  const body = paragraphs(m.body)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
  const action = m.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(m.action.href)}" style="display:inline-block;background:${LINK};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:700">${escapeHtml(m.action.label)}</a></p><p style="margin:0 0 16px;color:${MUTED};font-size:14px">Or open this address: <a href="${escapeHtml(m.action.href)}" style="color:${LINK}">${escapeHtml(m.action.href)}</a></p>`
    : ''
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:0;background:#ffffff;color:${INK};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(m.preheader)}</div>
<div style="max-width:600px;margin:0 auto;padding:24px">
<header style="margin-bottom:16px"><img src="${escapeHtml(logo)}" width="48" height="48" alt="${escapeHtml(m.conferenceName)} logo" style="vertical-align:middle"> <span style="font-weight:700;font-size:18px;vertical-align:middle">${escapeHtml(m.conferenceName)}</span></header>
<main>
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(m.subject)}</h1>
${m.image ? `<p style="margin:0 0 16px"><img src="${escapeHtml(m.image.src)}" width="${m.image.width}" height="${m.image.height}" alt="${escapeHtml(m.image.alt)}" style="max-width:100%;height:auto"></p>` : ''}
${body}
${m.tables.map(tableHtml).join('\n')}
${action}
</main>
<footer style="margin-top:32px;border-top:1px solid #ccc;padding-top:12px;color:${MUTED};font-size:14px"><p style="margin:0">${escapeHtml(m.footer)}</p>${m.footerLink ? `<p style="margin:8px 0 0"><a href="${escapeHtml(m.footerLink.href)}" style="color:${LINK}">${escapeHtml(m.footerLink.label)}</a></p>` : ''}</footer>
</div></body></html>`
  const text = [
    m.conferenceName,
    '',
    ...paragraphs(m.body).flatMap((p) => [p, '']),
    ...m.tables.flatMap((t) => [t.caption, ...t.rows.map(([l, v]) => `  ${l}: ${v}`), '']),
    ...(m.action ? [`${m.action.label}: ${m.action.href}`, ''] : []),
    '--',
    m.footer,
    ...(m.footerLink ? [`${m.footerLink.label}: ${m.footerLink.href}`] : []),
  ].join('\n')
  return { html, text }
}

/**
 * A message to a delegate ends with the way back to My registration (docs/decisions/0104): a
 * last line of its footer in the HTML part, and in the text part, on the site's origin.
 */
export function withMyRegistrationLink(mail: RenderedMail, siteUrl: string): RenderedMail {
  const href = new URL(MY_PATH, siteUrl).href
  const { lead, link } = myRegistrationLink
  const line = `<p style="margin:8px 0 0">${escapeHtml(lead)}: <a href="${escapeHtml(href)}" style="color:${LINK}">${escapeHtml(link)}</a></p>`
  const at = mail.html?.lastIndexOf('</footer>') ?? -1
  return {
    ...mail,
    html:
      mail.html && at >= 0 ? `${mail.html.slice(0, at)}${line}${mail.html.slice(at)}` : mail.html,
    text: `${mail.text}\n${lead}: ${link}, ${href}`,
  }
}
