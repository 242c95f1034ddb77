import { describe, expect, it } from 'vitest'
import { rawExchange } from './raw-http.ts'
import { client, registration, serve, stored, testDeps } from './support.ts'

// One body limit for every route, enforced while the body streams in
// (chunked too), answered 413 with Connection: close — and the server really closes.
const LIMIT = 64 * 1024
const OVER = 4 * 1024 * 1024 // what the client would send if nobody stopped it

const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`
const head = (path: string, type: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\n${extra}\r\n`

describe('body limit (real port)', () => {
  it('a chunked JSON body over the limit: 413, Connection: close, socket closed, nothing stored', async () => {
    const deps = await testDeps({ bodyLimitBytes: LIMIT })
    const { port, url } = await serve(deps)
    const res = await rawExchange(
      port,
      head('/api/newsletter', 'application/json', 'Transfer-Encoding: chunked\r\n') +
        // A valid start, so only the size can refuse it.
        chunk('{"email":"a@b.co","pad":"'),
      { chunked: true, maxBytes: OVER },
    )
    expect(res.status).toBe(413)
    expect(res.headers.connection).toBe('close')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.closedByServer).toBe(true)
    expect(res.sent).toBeLessThan(OVER) // stopped while streaming, not after buffering it all
    expect(stored(deps).subscriptions()).toEqual([])
    // The next request, on a new connection, is served normally.
    expect((await fetch(`${url}/api/health`)).status).toBe(200)
  })

  it('a chunked body under the limit is read whole and stored (the limit refuses only size)', async () => {
    const deps = await testDeps({ bodyLimitBytes: LIMIT })
    const { url } = await serve(deps)
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":'))
        controller.enqueue(new TextEncoder().encode('"ok@example.com"}'))
        controller.close()
      },
    })
    const res = await fetch(`${url}/api/newsletter`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(201)
    expect(stored(deps).subscriptions()).toEqual(['ok@example.com'])
  })

  it('a Content-Length over the limit is refused before any body is read', async () => {
    const deps = await testDeps({ bodyLimitBytes: LIMIT })
    const { port } = await serve(deps)
    const res = await rawExchange(
      port,
      head('/api/user/create_profile/', 'application/json', `Content-Length: ${OVER}\r\n`),
      { maxBytes: 0 },
    )
    expect(res.status).toBe(413)
    expect(res.headers.connection).toBe('close')
    expect(res.closedByServer).toBe(true)
    expect(stored(deps).profiles()).toEqual([])
  })

  it('Expect: 100-continue over the limit gets 413 instead of 100, the body is never sent', async () => {
    const deps = await testDeps({ bodyLimitBytes: LIMIT })
    const { port } = await serve(deps)
    const res = await rawExchange(
      port,
      head(
        '/api/newsletter',
        'application/json',
        `Content-Length: ${OVER}\r\nExpect: 100-continue\r\n`,
      ),
      { maxBytes: 0 },
    )
    expect(res.response).not.toContain('100 Continue')
    expect(res.status).toBe(413)
    expect(res.closedByServer).toBe(true)
    expect(stored(deps).subscriptions()).toEqual([])
  })

  it('a chunked multipart registration over the limit: 413, no registration, no abstract file', async () => {
    const deps = await testDeps({ bodyLimitBytes: LIMIT })
    const { port } = await serve(deps)
    const boundary = 'XyZ'
    const start =
      `--${boundary}\r\nContent-Disposition: form-data; name="registration_data"\r\n\r\n` +
      `${JSON.stringify(registration({ abstract_required: true }))}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="abstract"; filename="a.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n`
    const res = await rawExchange(
      port,
      head(
        '/api/conference/registration',
        `multipart/form-data; boundary=${boundary}`,
        'Transfer-Encoding: chunked\r\n',
      ) + chunk(start),
      { chunked: true, maxBytes: OVER },
    )
    expect(res.status).toBe(413)
    expect(res.closedByServer).toBe(true)
    expect(stored(deps).registration('ama@example.com')).toBeNull()
    expect(stored(deps).abstractFiles()).toEqual([])
  })

  it('a checkout form over the limit: 413 page, the payment stays pending', async () => {
    const deps = await testDeps({ bodyLimitBytes: LIMIT })
    const served = await serve(deps)
    const api = client(served)
    const reference = await api.pendingPayment()
    const res = await rawExchange(
      served.port,
      head(
        api.checkoutPath(reference),
        'application/x-www-form-urlencoded',
        'Transfer-Encoding: chunked\r\n',
      ) + chunk('action=complete&pad='),
      { chunked: true, maxBytes: OVER },
    )
    expect(res.status).toBe(413)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.closedByServer).toBe(true)
    expect(stored(deps).transaction(reference)?.state).toBe('pending')
  })
})
