/** The bar's wording (the browser tests look for it). */
export const PREVIEW_BAR_TEXT = 'Preview: drafts shown'
export const PREVIEW_OFF_LABEL = 'Turn preview off'
export const PREVIEW_STYLESHEET_PATH = '/preview/bar.css'
export const PREVIEW_DISABLE_PATH = '/preview/disable'

/**
 * The bar's styles, served from `/preview/bar.css` (the CSP allows no inline style) and linked
 * only from preview pages, so the site's stylesheet carries none of it. In normal flow at the top
 * of the page: it covers nothing and needs no room kept for it.
 */
export const PREVIEW_BAR_CSS = `.preview-bar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: center;
  padding: 0.5rem 1rem;
  background: #3d1a5c;
  color: #fff;
  font: 600 0.95rem/1.4 system-ui, sans-serif;
}
.preview-bar p {
  margin: 0;
}
.preview-bar form {
  margin: 0;
}
.preview-bar button {
  padding: 0.3rem 0.9rem;
  border: 2px solid #fff;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.preview-bar button:hover {
  background: #fff;
  color: #3d1a5c;
}
.preview-bar button:focus-visible {
  outline: 3px solid #f2b134;
  outline-offset: 2px;
}
`

/**
 * The bar every preview page shows, first in `<body>` and outside the app's root (React never
 * touches it): what the page shows and a button that turns preview off. The button posts a plain
 * form, so it works before and without scripts; the server answers with the published page.
 */
const BAR = `<div class="preview-bar" role="region" aria-label="Preview"><p>${PREVIEW_BAR_TEXT}</p><form method="post" action="${PREVIEW_DISABLE_PATH}"><button type="submit">${PREVIEW_OFF_LABEL}</button></form></div>`

/**
 * A rendered page as preview serves it: the bar, its stylesheet, and the preview script (click-to-
 * edit overlays, drafts through the server, src/preview/main.ts) as a module script of its own.
 * Visitors' pages never name that script (docs/decisions/0044: their scripts start after paint).
 */
export function withPreviewBar(html: string, previewScript: string | null): string {
  const head = [
    `<link rel="stylesheet" href="${PREVIEW_STYLESHEET_PATH}">`,
    ...(previewScript
      ? [`<script type="module" crossorigin src="${previewScript}"></script>`]
      : []),
  ].join('\n    ')
  return html
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(/<body([^>]*)>/, (body) => `${body}\n    ${BAR}`)
}
