import type { ContentSource } from '../content/content-source.ts'
import { letterConferenceQuery } from '../letters/letter-content.ts'
import { serviceApp } from '../test-client.test-utils.ts'
import { fakeContent, ORIGIN, type TestDeps } from '../test-deps.test-utils.ts'
import { MY_PATH } from './views.tsx'

/** The conference document as the letters and certificates read it (sample venue). */
export const SAMPLE_CONFERENCE = {
  name: 'IUMRS-ICAM 2025',
  startDate: '2025-12-09',
  endDate: '2025-12-12',
  timeZone: 'Africa/Accra',
  city: 'Accra',
  country: 'Ghana',
  place: 'Sample conference centre',
}

/**
 * Fake content with the conference document, the registration window closed on 30 November,
 * and `answers` for other exact queries (a studio document; null: none, the defaults in code).
 */
export function documentContent(answers: Record<string, unknown> = {}): ContentSource {
  const base = fakeContent({
    conference: { registrationWindow: { closesAt: '2025-11-30T23:59:00Z' } },
  })
  return {
    query: (async (query: string, params?: Record<string, unknown>) => {
      if (query === letterConferenceQuery) return SAMPLE_CONFERENCE
      // The purge's question: the last day.
      if (query.endsWith('"conference"][0].endDate')) return SAMPLE_CONFERENCE.endDate
      if (query in answers) return answers[query]
      return base.query(query, params)
    }) as ContentSource['query'],
  }
}

/** A delegate's browser in process: form posts from the site, sign-in by the e-mailed link. */
export function delegateClient(deps: TestDeps) {
  const app = serviceApp(deps)
  const post = (path: string, fields: Record<string, string>, cookie = '') =>
    app.request(`${MY_PATH}${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        Origin: ORIGIN,
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: cookie,
      },
    })
  /** Asks for a link for `email`, signs in with it: the session's Cookie header. */
  async function signIn(email: string): Promise<string> {
    await post('/link', { email })
    const row = deps.db.get(
      `SELECT data FROM outbox WHERE kind = 'my-registration-link' AND recipient = ? ORDER BY created_at DESC`,
      [email],
    )
    const token = new URL(JSON.parse(String(row!.data)).link).searchParams.get('token')!
    const res = await post('/sign-in', { token })
    return res.headers.get('set-cookie')!.split(';')[0]!
  }
  const get = (path: string, cookie = '') => app.request(path, { headers: { Cookie: cookie } })
  return { app, post, signIn, get }
}
