/** @jsxImportSource hono/jsx */
import { MY_PATH } from '../my-registration/views.tsx'
import type { CertificateState } from './certificate-rules.ts'

export const CERTIFICATE_PDF_PATH = `${MY_PATH}/certificate.pdf`
export const CERTIFICATE_HTML_PATH = `${MY_PATH}/certificate.html`

const NOT_YET: Record<Exclude<CertificateState, 'eligible'>, string | null> = {
  'before-event':
    'Certificates of attendance are issued after the conference, to delegates checked in at the door.',
  'not-checked-in':
    'You were not checked in at the conference, so there is no certificate of attendance. If you were there, please write to the secretariat.',
  'not-paid':
    'Our records show your registration fee as not paid, so there is no certificate of attendance. If you paid, please write to the secretariat.',
  'not-registered': null,
}

/** My registration's certificate part: the links when there is one, else why not (yet). */
export function CertificatePart({ state }: { state: CertificateState }) {
  const why = state === 'eligible' ? null : NOT_YET[state]
  if (state !== 'eligible' && !why) return null
  return (
    <>
      <h3>Certificate of attendance</h3>
      {state === 'eligible' ? (
        <p>
          <a href={CERTIFICATE_PDF_PATH}>Certificate of attendance (PDF)</a>
          {' · '}
          <a href={CERTIFICATE_HTML_PATH}>Certificate of attendance (web page)</a>
        </p>
      ) : (
        <p>{why}</p>
      )}
    </>
  )
}

/** The badge is printed for the delegate at the door: said, so no one looks for a download. */
export const BadgeNote = () => (
  <>
    <h3>Badge</h3>
    <p>
      Your badge is printed by the secretariat and handed to you at the registration desk. It is a
      print-only document with no download or web version.
    </p>
  </>
)
