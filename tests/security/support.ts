import type { Server } from 'node:http'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, onTestFinished } from 'vitest'
import { createConferenceStore } from '#server/api/conference/store'
import { createMembershipStore } from '#server/api/membership/store'
import type { ApiDeps } from '#server/deps'
import { listen, portOf } from '#server/listen'
import { registration } from '#server/api/conference/test-helpers'
import { ORIGIN } from '#server/api/test-deps'
import { backend } from './backend.ts'

export { backend } from './backend.ts'
export { ORIGIN, testDeps, fakeLake } from '#server/api/test-deps'
export { registration, pdfBytes, zipBomb } from '#server/api/conference/test-helpers'

/** The same backend on a real loopback port (for what only a socket shows). */
export async function serve(deps: ApiDeps): Promise<{ port: number; url: string }> {
  const app = backend(deps)
  const server: Server = await listen({ ...deps.config, host: '127.0.0.1', port: 0 }, (r, env) =>
    app.fetch(r, env),
  )
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  const port = portOf(server, 0)
  return { port, url: `http://127.0.0.1:${port}` }
}

/** What the API stored, read through the stores (never through the API under test). */
export function stored(deps: ApiDeps) {
  const conference = createConferenceStore(deps.db)
  const membership = createMembershipStore(deps.db)
  const dir = path.join(deps.config.dataDir, 'abstracts')
  return {
    subscriptions: () => membership.listSubscriptions().map((s) => s.email),
    profiles: () => membership.listProfiles().map((p) => p.email),
    registration: (email: string) => conference.findRegistration(email) ?? null,
    transactions: (email: string) => conference.transactionsOf(email),
    transaction: (reference: string) => conference.findTransaction(reference) ?? null,
    abstractFiles: () => (existsSync(dir) ? readdirSync(dir).sort() : []),
    conference,
  }
}

/** A multipart registration body (registration_data JSON text + optional abstract). */
export function registrationForm(
  data: unknown,
  file?: { bytes: Uint8Array; name: string },
): FormData {
  const form = new FormData()
  form.append('registration_data', JSON.stringify(data))
  if (file) form.append('abstract', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name))
  return form
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...headers },
})

/**
 * The society API and checkout as a non-browser client calls them: in process (one app, so its
 * rate limiters last as long as the client) or, given `serve`'s answer, over a real socket.
 * `headers` go with every request.
 */
export function client(target: ApiDeps | { url: string }, headers: Record<string, string> = {}) {
  let send: (path: string, init: RequestInit) => Promise<Response>
  if ('url' in target) send = (path, init) => fetch(target.url + path, init)
  else {
    const app = backend(target)
    send = async (path, init) => app.request(ORIGIN + path, init)
  }
  const register = (data: unknown = registration(), file?: { bytes: Uint8Array; name: string }) =>
    send('/api/conference/registration', {
      method: 'POST',
      body: registrationForm(data, file),
      headers,
    })
  const initialise = (email = 'ama@example.com', extra: Record<string, string> = {}) =>
    send('/api/conference/payment/initialize', json({ email }, { ...headers, ...extra }))
  return {
    subscribe: (email: string) => send('/api/newsletter', json({ email }, headers)),
    register,
    initialise,
    /** A checkout button (complete, abandon, fail…) pressed on the payment's page. */
    checkout: (reference: string, action: string) =>
      send(`/checkout/${reference}`, {
        method: 'POST',
        body: new URLSearchParams({ action }),
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    verify: (reference: string) => send(`/api/conference/payment/verify/${reference}`, { headers }),
    /** Registers `email` and opens its payment; the payment's reference. */
    async pendingPayment(email = 'ama@example.com'): Promise<string> {
      expect((await register(registration({ email }))).status).toBe(201)
      const opened = await initialise(email)
      expect(opened.status).toBe(200)
      return ((await opened.json()) as { reference: string }).reference
    },
  }
}
