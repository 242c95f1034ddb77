/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono'
import type { Child } from 'hono/jsx'
import { letterVerifyText as T } from '@amrs/shared/messages'
import { createCertificates, type VerifiedCertificate } from '../certificates/certificates-store.ts'
import type { ServiceDeps } from '../deps.ts'
import { clientAddress } from '../guards/client-address.ts'
import { RateLimiter } from '../guards/rate-limit.ts'
import { Shell } from '../my-registration/views.tsx'
import { SITE_PAGE_CSP } from '../site-look/site-look.ts'
import { formatDay } from './letter-content.ts'
import { lettersOf } from './letters-of.ts'
import { WITHDRAWN, type IssuedLetter } from './letters-store.ts'

const page = async (c: Context, body: Child, status = 200) =>
  c.body(
    `<!doctype html>${await (<Shell title={T.title}>{body}</Shell>).toString()}`,
    status as 200,
    {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      // The address holds the code: never sent on as a referrer.
      'Referrer-Policy': 'no-referrer',
      // The site's look from its own origin, no script (docs/decisions/0104).
      'Content-Security-Policy': SITE_PAGE_CSP,
    },
  )

const CodeForm = ({ value = '' }: { value?: string }) => (
  <form method="get" action="/verify/" class="stack">
    <label>
      {T.codeLabel}
      <input
        type="text"
        name="code"
        value={value}
        required
        maxlength={40}
        autocomplete="off"
        spellcheck={false}
      />
    </label>
    <button type="submit">{T.check}</button>
  </form>
)

const Letter = ({ letter }: { letter: IssuedLetter }) => (
  <>
    <p role="status">{T.genuine}</p>
    <dl>
      <dt>{T.labels.passportName}</dt>
      <dd>{letter.passportName}</dd>
      <dt>{T.labels.nationality}</dt>
      <dd>{letter.nationality}</dd>
      <dt>{T.labels.conferenceDates}</dt>
      <dd>{letter.conferenceDates}</dd>
      <dt>{T.labels.status}</dt>
      <dd>{letter.status}</dd>
      <dt>{T.labels.issuedAt}</dt>
      <dd>{formatDay(letter.issuedAt)}</dd>
    </dl>
  </>
)

const Certificate = ({ certificate }: { certificate: VerifiedCertificate }) => (
  <>
    <p role="status">{T.certificateGenuine}</p>
    <dl>
      <dt>{T.labels.name}</dt>
      <dd>{certificate.name}</dd>
      <dt>{T.labels.certifies}</dt>
      <dd>{certificate.certifies}</dd>
      <dt>{T.labels.conference}</dt>
      <dd>{certificate.conference}</dd>
      <dt>{T.labels.conferenceDates}</dt>
      <dd>{certificate.conferenceDates}</dd>
      <dt>{T.labels.issuedAt}</dt>
      <dd>{formatDay(certificate.issuedAt)}</dd>
    </dl>
  </>
)

/**
 * /verify/<code> (docs/decisions/0073-verify-page.md; certificates too, 0089): public, no script, noindex, no-store. A
 * code is looked up by its SHA-256 only, so a malformed, wrong or guessed code takes the same
 * path and gets the same "not found"; checks are rate limited per client; nothing lists codes.
 */
export function createVerifyApp(deps: ServiceDeps, limit = { max: 30, windowMs: 15 * 60_000 }) {
  const clock = deps.clock ?? (() => new Date())
  const limiter = new RateLimiter({ ...limit, now: () => clock().getTime() })
  const app = new Hono()
  const certificates = createCertificates(deps)
  const check = (c: Context, code: string) => {
    if (limiter.take(clientAddress(c, deps.config)) !== null)
      return page(c, <p role="status">{T.tooMany}</p>, 429)
    const letter = lettersOf(deps).byCode(code)
    const certificate = letter ? null : certificates.byCode(code)
    if (certificate) return page(c, <Certificate certificate={certificate} />)
    if (!letter)
      return page(
        c,
        <>
          <p role="status">{T.notFound}</p>
          <CodeForm value={code.slice(0, 40)} />
        </>,
        404,
      )
    if (letter.status === WITHDRAWN) return page(c, <p role="status">{T.withdrawn}</p>)
    return page(c, <Letter letter={letter} />)
  }
  const index = (c: Context): Response | Promise<Response> => {
    const code = c.req.query('code')
    if (code) return c.redirect(`/verify/${encodeURIComponent(code.trim().slice(0, 40))}`, 303)
    return page(
      c,
      <>
        <p>{T.intro}</p>
        <CodeForm />
      </>,
    )
  }
  app.get('/', index)
  // `/verify/` (the code form's action, and the only form of the index the production site
  // passes on: docs/decisions/0103) is the index too; `/verify/<code>` checks the code.
  app.get('/:code{[^/]*}', (c) => {
    const code = c.req.param('code')
    return code ? check(c, code) : index(c)
  })
  return app
}
