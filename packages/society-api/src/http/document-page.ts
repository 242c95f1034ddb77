import { createHash } from 'node:crypto'
import { SITE_ICON } from '../site-look/site-look.ts'
import { escapeHtml } from './escape-html.ts'

/**
 * A document's web page (a receipt, a letter, a certificate: their HTML alternatives): English,
 * noindex, no script, its own inline style (allowed by hash: `documentCsp`) around `main`, the
 * site's icon (docs/decisions/0104).
 */
export function documentPage(title: string, style: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${SITE_ICON}" type="image/svg+xml">
<style>${style}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`
}

/** The CSP of such a page: nothing but its inline style (by its hash) and the site's icon. */
export const documentCsp = (style: string) =>
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
