/** @jsxImportSource hono/jsx */
import { accountOf, auditEntry, type DeskContext } from '../desk/context.ts'
import type { DeskEndpoint } from '../desk/endpoints.ts'
import { notice, page, seeOther } from '../desk/render.tsx'
import { SECRETARIAT } from '../desk/roles.ts'
import { ReleaseConfirmation, ReleaseLists } from './certificate-release-views.tsx'
import { createCertificates } from './certificates-store.ts'

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** GET /desk/certificates: who a release reaches and who it leaves out, and the releases so far. */
export function showCertificates(c: DeskContext) {
  const certificates = createCertificates(c.get('desk').deps)
  const counts = certificates.counts()
  const releases = certificates.releases()
  const done = c.req.query('emailed')
  return page(
    c,
    'Certificates of attendance',
    <>
      {done !== undefined && /^\d+$/.test(done) && (
        <p role="status">{`Released: ${done} delegate(s) e-mailed.`}</p>
      )}
      <dl>
        <dt>Certificates issued</dt>
        <dd>{counts.issued}</dd>
        <dt>Delegates e-mailed</dt>
        <dd>{counts.emailed}</dd>
      </dl>
      <p>
        A certificate goes to each delegate who paid and was checked in at the door, once the
        conference is over; they can download it from My registration. Releasing e-mails each of
        them once; releasing again e-mails only those who became eligible since. You confirm the
        list before anything is sent.
      </p>
      <form method="post" action="/desk/certificates/release">
        <button type="submit">Release the certificates…</button>
      </form>
      <ReleaseLists plan={certificates.plan()} />
      {releases.length > 0 && (
        <table>
          <caption>Releases, latest first</caption>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">By</th>
              <th scope="col">E-mailed</th>
            </tr>
          </thead>
          <tbody>
            {releases.map((r) => (
              <tr>
                <td>{when.format(new Date(r.at))}</td>
                <td>{r.by ?? '(account removed)'}</td>
                <td>{r.emailed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>,
  )
}

const notYet = (c: DeskContext) =>
  notice(c, 'Not released', 'Certificates can be released only after the conference has ended.', {
    status: 409,
  })

/**
 * POST /desk/certificates/release: without `confirm=yes`, the confirmation page (who gets one,
 * who is left out and why); with it, and while the list is the one confirmed, the release,
 * audited in its unit (docs/decisions/0096). After the event only.
 */
export async function releaseCertificates(c: DeskContext) {
  const certificates = createCertificates(c.get('desk').deps)
  if (!(await certificates.over())) return notYet(c)
  const form = await c.req.parseBody()
  const plan = certificates.plan()
  const confirmed = form.confirm === 'yes'
  if (!confirmed || form.plan !== plan.fingerprint)
    return page(
      c,
      'Release the certificates?',
      <ReleaseConfirmation plan={plan} changed={confirmed} />,
      { status: confirmed ? 409 : 200 },
    )
  const emailed = await certificates.release(accountOf(c).id, [
    auditEntry(c, 'certificates.released'),
  ])
  if (emailed === null) return notYet(c)
  return seeOther(c, `/desk/certificates?emailed=${emailed}`)
}

/** The desk's certificate endpoints: the secretariat only. */
export const CERTIFICATE_ENDPOINTS: DeskEndpoint[] = [
  {
    method: 'GET',
    path: '/certificates',
    access: SECRETARIAT,
    handle: showCertificates,
    nav: 'Certificates',
  },
  {
    method: 'POST',
    path: '/certificates/release',
    access: SECRETARIAT,
    handle: releaseCertificates,
  },
]
