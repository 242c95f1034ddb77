import { Hono } from 'hono'
import { escapeHtml } from '../http/escape-html.ts'
import type { CaughtMail, MailCatcher } from './catcher.ts'

/** The mailbox page: its own styles; each message's HTML part framed from this origin only. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
/** One message's HTML part: its inline styles and images from this origin or itself, no scripts. */
const PART_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'"

const NO_STORE = { 'Cache-Control': 'no-store' }

/** `cid:` images shown from the message itself (data: URLs), as a mail client would. */
function inlineCidImages(mail: CaughtMail): string {
  const html = mail.html ?? ''
  return html.replace(/src="cid:([^"]+)"/g, (whole, cid: string) => {
    const part = mail.attachments.find((a) => a.cid === cid)
    return part ? `src="data:${part.contentType};base64,${part.content}"` : whole
  })
}

function messageSection(mail: CaughtMail, index: number): string {
  const attachments = mail.attachments.filter((a) => !a.cid)
  return `<article aria-labelledby="m${index}">
<h2 id="m${index}">${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Received</dt><dd><time datetime="${mail.receivedAt}">${mail.receivedAt.replace('T', ' ').slice(0, 19)} UTC</time></dd>
${attachments.length ? `<dt>Attached</dt><dd>${attachments.map((a) => `${escapeHtml(a.filename)} (${escapeHtml(a.contentType)}, ${a.size} bytes)`).join(', ')}</dd>` : ''}</dl>
${mail.html ? `<iframe sandbox title="${escapeHtml(mail.subject)}: the HTML part" src="/_dev/mailbox/${index}.html"></iframe>` : ''}
<details><summary>Text part</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`
}

function page(messages: CaughtMail[]): string {
  const newestFirst = messages.map((mail, index) => ({ mail, index })).reverse()
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox (${messages.length})</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a}article{border-top:1px solid #888;padding:1rem 0}dl{display:grid;grid-template-columns:auto 1fr;gap:0 1rem}dt{font-weight:600}dd{margin:0}iframe{width:100%;height:32rem;border:1px solid #888}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Local mailbox</h1>
<p>Mail the society API sent in this process (local mode only: nothing leaves this machine). Newest first; the same as JSON at <a href="/_dev/mailbox.json">/_dev/mailbox.json</a>.</p>
${newestFirst.length ? newestFirst.map(({ mail, index }) => messageSection(mail, index)).join('\n') : '<p>No mail yet.</p>'}
</main></body></html>`
}

/**
 * `/_dev/mailbox` (HTML) and `/_dev/mailbox.json` (with headers, text, HTML and attachments): what
 * the in-process catcher took. Mounted only in local mode (server/app.ts); production has no route.
 */
export function createMailboxRoutes(catcher: MailCatcher): Hono {
  const routes = new Hono()
  routes.get('/mailbox.json', (c) => c.json({ messages: catcher.messages() }, 200, NO_STORE))
  routes.get('/mailbox', (c) =>
    c.html(page(catcher.messages()), 200, {
      ...NO_STORE,
      'Content-Security-Policy': PAGE_CSP,
    }),
  )
  routes.get('/mailbox/:file{[0-9]+\\.html}', (c) => {
    const mail = catcher.messages()[Number.parseInt(c.req.param('file'), 10)]
    if (!mail?.html) return c.text('No such message', 404, NO_STORE)
    return c.html(inlineCidImages(mail), 200, {
      ...NO_STORE,
      'Content-Security-Policy': PART_CSP,
      'X-Frame-Options': 'SAMEORIGIN',
    })
  })
  return routes
}
