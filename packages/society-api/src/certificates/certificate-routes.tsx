/** @jsxImportSource hono/jsx */
import { Hono, type Context } from 'hono'
import type { Child } from 'hono/jsx'
import { LETTER_HTML_CSP, letterHtml } from '../letters/letter-html.ts'
import type { Certificates } from './certificates-store.ts'

export interface CertificateRoutesOptions {
  certificates: Certificates
  /** The signed-in delegate's registration id, or null. */
  signedIn(c: Context): number | null
  page(c: Context, title: string, body: Child, status?: number): Promise<Response>
  signIn(c: Context): Promise<Response>
}

/**
 * My registration's certificate (docs/decisions/0089, 0090): its PDF and its HTML alternative,
 * for the signed-in delegate only (their own: the id comes from their session, never the
 * address), once they are eligible; made the first time either is asked for.
 */
export function certificateRoutes({
  certificates,
  signedIn,
  page,
  signIn,
}: CertificateRoutesOptions) {
  const app = new Hono()
  const certificateOf = async (c: Context) => {
    const id = signedIn(c)
    return id === null ? undefined : await certificates.issue(id)
  }
  const none = (c: Context) =>
    page(
      c,
      'Not found',
      <p role="status">There is no certificate of attendance for you yet.</p>,
      404,
    )

  app.get('/certificate.pdf', async (c) => {
    const view = await certificateOf(c)
    if (view === undefined) return signIn(c)
    if (!view) return none(c)
    // pdfkit and its fonts load with the first certificate asked for, not with the service.
    const { letterPdf } = await import('../letters/letter-pdf.ts')
    const pdf = await letterPdf(view, 'Certificate')
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="certificate-of-attendance.pdf"',
      'Cache-Control': 'no-store',
    })
  })

  app.get('/certificate.html', async (c) => {
    const view = await certificateOf(c)
    if (view === undefined) return signIn(c)
    if (!view) return none(c)
    return c.html(letterHtml(view), 200, {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': LETTER_HTML_CSP,
    })
  })
  return app
}
