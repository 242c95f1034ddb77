import { createHash } from 'node:crypto'
import { escapeHtml } from './escape-html.ts'

/**
 * A document's web page (a receipt, a letter, a certificate: their HTML alternatives): English,
 * noindex, no script, its own inline style (allowed by hash: `documentCsp`) around `main`.
 */
export function documentPage(title: string, style: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`
}

/** The CSP of such a page: nothing but its inline style (by its hash). */
export const documentCsp = (style: string) =>
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
