import { describe, expect, it } from 'vitest'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { fakeContent, testDeps } from '../test-deps.test-utils.ts'
import { delegateClient } from './delegate-client.test-utils.ts'
import { MY_PATH } from './views.tsx'

const EMAIL = 'sample-00000@example.test'

async function harness() {
  const content = { conference: { registrationWindow: { closesAt: '2025-11-30T23:59:00Z' } } }
  const deps = await testDeps({}, fakeContent(content))
  let now = Date.parse('2025-10-20T10:00:00Z')
  deps.clock = () => new Date(now)
  await addSampleRegistrations(deps.db, 2)
  // Form posts as the site sends them (a Cookie header, empty before sign-in).
  const { app, post } = delegateClient(deps)
  const links = () =>
    deps.db
      .all<{ data: string; recipient: string }>(
        `SELECT data, recipient FROM outbox WHERE kind = 'my-registration-link' ORDER BY created_at`,
      )
      .map((r) => ({
        to: r.recipient,
        token: new URL(JSON.parse(r.data).link).searchParams.get('token')!,
      }))
  /** Asks for a link for EMAIL, signs in with it: the session's Cookie header. */
  async function signIn(): Promise<string> {
    await post('/link', { email: EMAIL })
    const res = await post('/sign-in', { token: links().at(-1)!.token })
    expect(res.status).toBe(303)
    return res.headers.get('set-cookie')!.split(';')[0]!
  }
  return {
    deps,
    app,
    post,
    links,
    signIn,
    content,
    advance: (ms: number) => (now += ms),
    page: (cookie: string) => app.request(MY_PATH, { headers: { Cookie: cookie } }),
  }
}

describe('My registration: the sign-in link', () => {
  it('answers the same for a registered and an unknown address, and mails only the registered', async () => {
    const h = await harness()
    const known = await h.post('/link', { email: EMAIL })
    const unknown = await h.post('/link', { email: 'nobody@example.test' })
    expect(known.status).toBe(unknown.status)
    expect(await known.text()).toBe(await unknown.text())
    expect(h.links().map((l) => l.to)).toEqual([EMAIL])
  })

  it('works once: the session cookie is HttpOnly, the same link again is refused', async () => {
    const h = await harness()
    await h.post('/link', { email: EMAIL })
    const { token } = h.links()[0]!
    const signInPage = await h.app.request(`${MY_PATH}/sign-in?token=${token}`)
    expect(signInPage.headers.get('referrer-policy')).toBe('same-origin')
    expect(await signInPage.text()).toContain('method="post"')
    const first = await h.post('/sign-in', { token })
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe(MY_PATH)
    const cookie = first.headers.get('set-cookie')!
    expect(cookie).toMatch(/^__Host-delegate=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).not.toContain(token)
    const again = await h.post('/sign-in', { token })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('expired or was used already')
  })

  it('expires after 30 minutes', async () => {
    const h = await harness()
    await h.post('/link', { email: EMAIL })
    h.advance(31 * 60_000)
    const res = await h.post('/sign-in', { token: h.links()[0]!.token })
    expect(res.status).toBe(400)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('is rate limited per address, and refuses forms from other origins', async () => {
    const h = await harness()
    for (let i = 0; i < 3; i++) expect((await h.post('/link', { email: EMAIL })).status).toBe(200)
    expect((await h.post('/link', { email: EMAIL })).status).toBe(429)
    const foreign = await h.app.request(`${MY_PATH}/link`, {
      method: 'POST',
      body: new URLSearchParams({ email: EMAIL }),
      headers: {
        Origin: 'https://evil.example',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    })
    expect(foreign.status).toBe(403)
  })
})

describe('My registration: the page and corrections', () => {
  it('shows the registration, its payment state and the abstract decision; signed out, the form', async () => {
    const h = await harness()
    const signedOut = await (await h.page('')).text()
    expect(signedOut).toContain('Send me a sign-in link')
    expect(signedOut).not.toContain('Sample00000')
    const cookie = await h.signIn()
    const text = await (await h.page(cookie)).text()
    expect(text).toContain('Sample00000')
    expect(text).toContain('<dt>Payment</dt><dd>Paid</dd>')
    expect(text).toContain('No decision yet')
    expect(text).not.toContain('Sample00001')
    // The secretariat's decision (desk/decisions), as the table holds it.
    await h.deps.db.write([
      {
        sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at)
              SELECT id, 'oral', '2025-10-20T10:00:00Z' FROM conference_registrations WHERE email = ?`,
        params: [EMAIL],
      },
    ])
    expect(await (await h.page(cookie)).text()).toContain('Accepted for an oral presentation')
  })

  it('corrects details before the deadline, recorded as the delegate’s with before and after', async () => {
    const h = await harness()
    const cookie = await h.signIn()
    const res = await h.post('/correct', { affiliation: 'Corrected Institute' }, cookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${MY_PATH}?saved=1`)
    expect(h.deps.db.all('SELECT account_id, field, after FROM registration_changes')).toEqual([
      { account_id: null, field: 'affiliation', after: 'Corrected Institute' },
    ])
    expect(await (await h.page(cookie)).text()).toContain('Corrected Institute')
  })

  it('refuses corrections after the deadline and without a session', async () => {
    const h = await harness()
    const cookie = await h.signIn()
    expect((await h.post('/correct', { affiliation: 'X Institute' })).status).toBe(401)
    h.content.conference.registrationWindow.closesAt = '2025-10-01T00:00:00Z'
    const res = await h.post('/correct', { affiliation: 'X Institute' }, cookie)
    expect(res.status).toBe(409)
    expect(h.deps.db.all('SELECT * FROM registration_changes')).toEqual([])
    expect(await (await h.page(cookie)).text()).toContain('deadline has passed')
  })

  it('signs out: the session no longer opens the page', async () => {
    const h = await harness()
    const cookie = await h.signIn()
    expect((await h.post('/sign-out', {}, cookie)).status).toBe(303)
    expect(await (await h.page(cookie)).text()).toContain('Send me a sign-in link')
  })
})
