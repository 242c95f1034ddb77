import { documentCsp, documentPage } from '../http/document-page.ts'
import { escapeHtml as e } from '../http/escape-html.ts'
import type { LetterView } from './letter-pdf.ts'

/** The page's styles, inline, allowed by their hash in its CSP; printable on A4. */
const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;max-width:42rem;margin:2rem auto;padding:0 1rem}
address{font-style:normal}h2{font-size:1.25rem}.code{font-family:ui-monospace,monospace;letter-spacing:.05em}
@media print{body{margin:0}@page{size:A4;margin:2cm}}`

/**
 * A letterhead document (a visa letter, a certificate) as an accessible page: the same words as
 * its PDF, in order, with its heading, the issuer's address, the signatory, and the
 * verification link and code where the PDF has its QR code. No script; prints on A4.
 */
export function letterHtml(view: LetterView): string {
  const address = view.issuer.address.split('\n').filter(Boolean)
  return documentPage(
    view.title,
    STYLE,
    `<header>
<p><strong>${e(view.issuer.name)}</strong></p>
${address.length ? `<address>${address.map(e).join('<br>')}</address>` : ''}
</header>
<p>${e(view.issuedOn)}</p>
<h1>${e(view.title)}</h1>
${view.headline ? `<h2>${e(view.headline)}</h2>\n` : ''}${view.paragraphs.map((p) => `<p>${e(p)}</p>`).join('\n')}
<p>${e(view.signatoryName)}<br>${e(view.signatoryTitle)}</p>
<p>Verify it at <a href="${e(view.verifyUrl)}">${e(view.verifyUrl)}</a> with the verification code <span class="code">${e(view.code)}</span>.</p>`,
  )
}

/** The CSP of these pages: nothing but their own inline styles (by their hash). */
export const LETTER_HTML_CSP = documentCsp(STYLE)
