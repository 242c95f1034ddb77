import type { Server } from 'node:http'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { onTestFinished } from 'vitest'
import { createConferenceStore } from '../../server/api/conference/store.ts'
import { createMembershipStore } from '../../server/api/membership/store.ts'
import type { ApiDeps } from '../../server/deps.ts'
import { listen, portOf } from '../../server/listen.ts'
import { backend } from './backend.ts'

export { backend } from './backend.ts'
export { ORIGIN, testDeps, fakeLake } from '../../server/api/test-deps.ts'
export { registration, pdfBytes, zipBomb } from '../../server/api/conference/test-helpers.ts'

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
