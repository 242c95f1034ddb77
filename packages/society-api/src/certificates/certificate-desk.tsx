/** @jsxImportSource hono/jsx */
import { accountOf, auditEntry, type DeskContext } from '../desk/context.ts'
import type { DeskEndpoint } from '../desk/endpoints.ts'
import { notice, page, seeOther } from '../desk/render.tsx'
import { SECRETARIAT } from '../desk/roles.ts'
import { createCertificates } from './certificates-store.ts'

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** GET /desk/certificates: how many, the releases so far, and the release button. */
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
        <dt>Checked in (one certificate each, after the event)</dt>
        <dd>{counts.checkedIn}</dd>
        <dt>Certificates issued</dt>
        <dd>{counts.issued}</dd>
        <dt>Delegates e-mailed</dt>
        <dd>{counts.emailed}</dd>
      </dl>
      <p>
        Delegates checked in can download their certificate from My registration once the conference
        is over. Releasing e-mails each of them once; releasing again e-mails only those checked in
        since.
      </p>
      <form method="post" action="/desk/certificates/release">
        <button type="submit">Release the certificates</button>
      </form>
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

/** POST /desk/certificates/release: after the event only; audited in the release's unit. */
export async function releaseCertificates(c: DeskContext) {
  const emailed = await createCertificates(c.get('desk').deps).release(accountOf(c).id, [
    auditEntry(c, 'certificates.released'),
  ])
  if (emailed === null)
    return notice(
      c,
      'Not released',
      'Certificates can be released only after the conference has ended.',
      { status: 409 },
    )
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
