/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono'
import type { Child } from 'hono/jsx'
import type { ServiceDeps } from '../deps.ts'
import { MY_PATH } from '../my-registration/views.tsx'
import { LETTER_HTML_CSP, letterHtml } from './letter-html.ts'
import { parseLetterForm, type LetterStatusFacts } from './letter-rules.ts'
import { LetterRequestForm } from './letter-views.tsx'
import type { Letters } from './letters-store.ts'

export interface SignedInDelegate {
  id: number
  email: string
  eligible: boolean
  /** What the letter's status phrase says (registered, paid, presenting). */
  status: LetterStatusFacts
}

export interface LetterRoutesOptions {
  deps: ServiceDeps
  letters: Letters
  signedIn(c: Context): SignedInDelegate | null
  page(c: Context, title: string, body: Child, status?: number): Promise<Response>
  signIn(c: Context): Promise<Response>
}

/**
 * My registration's visa letter (docs/decisions/0072, 0073): the request (a form POST; errors answered
 * with the form again, values kept) and the issued letter's PDF. With automatic approval the
 * letter is issued at once; otherwise it waits for the secretariat in the desk.
 */
export function letterRoutes({ deps, letters, signedIn, page, signIn }: LetterRoutesOptions) {
  const app = new Hono()
  const clock = deps.clock ?? (() => new Date())

  app.post('/visa-letter', async (c) => {
    const who = signedIn(c)
    if (!who) return signIn(c)
    if (!who.eligible)
      return page(
        c,
        'Not sent',
        <p role="status">Visa invitation letters are for delegates whose registration is paid.</p>,
        403,
      )
    if (letters.latestOf(who.id)?.state === 'pending')
      return page(
        c,
        'Not sent',
        <p role="status">Your request is already with the secretariat.</p>,
        409,
      )
    const parsed = parseLetterForm(await c.req.parseBody(), clock())
    if (!parsed.ok)
      return page(
        c,
        'Visa invitation letter',
        <LetterRequestForm form={parsed.form} errors={parsed.errors} />,
        400,
      )
    const requestId = await letters.request(who.id, parsed.form)
    if (deps.config.letters.approval === 'auto')
      await letters.issue(requestId, who.status, who.email)
    return c.redirect(MY_PATH, 303)
  })

  app.get('/visa-letter.pdf', (c): Response | Promise<Response> => {
    const who = signedIn(c)
    if (!who) return signIn(c)
    const pdf = letters.pdfOf(who.id)
    if (!pdf) return page(c, 'Not found', <p role="status">No letter has been issued yet.</p>, 404)
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="visa-invitation-letter.pdf"',
      'Cache-Control': 'no-store',
    })
  })

  // The letter's HTML alternative (the same words as its PDF), with the same sign-in.
  app.get('/visa-letter.html', (c) => {
    const who = signedIn(c)
    if (!who) return signIn(c)
    const view = letters.viewOf(who.id)
    if (!view)
      return page(
        c,
        'Not found',
        <p role="status">This letter has no web page: please use its PDF.</p>,
        404,
      )
    return c.html(letterHtml(view), 200, {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': LETTER_HTML_CSP,
    })
  })
  return app
}
