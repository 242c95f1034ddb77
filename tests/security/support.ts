import type { Server } from 'node:http'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { onTestFinished } from 'vitest'
import { listen, portOf } from '@amrs/shared/node/listen'
import { createConferenceStore } from '@amrs/society-api/conference/store'
import { createMembershipStore } from '@amrs/society-api/membership/store'
import { createNewsletterStore } from '@amrs/society-api/newsletter/newsletter-store'
import { createPaymentsStore } from '@amrs/society-api/payments/payments-store'
import { createReceiptsStore } from '@amrs/society-api/receipts/receipts-store'
import { client as serviceClient } from '@amrs/society-api/test-client.test-utils'
import type { TestDeps } from '@amrs/society-api/test-deps.test-utils'
import { backend } from './backend.ts'

export { backend } from './backend.ts'
export {
  ORIGIN,
  testDeps,
  fakeContent,
  type TestDeps,
} from '@amrs/society-api/test-deps.test-utils'
export {
  registration,
  pdfBytes,
  zipBomb,
} from '@amrs/society-api/conference/registration-fixtures.test-utils'
export { json, registrationForm, signedEvent } from '@amrs/society-api/test-client.test-utils'

/** The same backend on a real loopback port (for what only a socket shows). */
export async function serve(deps: TestDeps): Promise<{ port: number; url: string }> {
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
export function stored(deps: TestDeps) {
  const conference = createConferenceStore(deps.db)
  const membership = createMembershipStore(deps.db)
  const newsletter = createNewsletterStore(deps.db)
  const payments = createPaymentsStore(deps.db)
  const receipts = createReceiptsStore(deps.db)
  const dir = path.join(deps.config.dataDir, 'abstracts')
  return {
    subscriptions: () => newsletter.listSubscriptions().map((s) => s.email),
    profiles: () => membership.listProfiles().map((p) => p.email),
    registration: (email: string) => conference.findRegistration(email) ?? null,
    transactions: (email: string) => payments.of(email),
    transaction: (reference: string) => payments.find(reference) ?? null,
    receipts: () => receipts.count(),
    abstractFiles: () => (existsSync(dir) ? readdirSync(dir).sort() : []),
    conference,
    payments,
  }
}

/**
 * The society API and the stand-in as a non-browser client calls them, behind the site's
 * security headers: in process or, given `serve`'s answer, over a real socket.
 */
export function client(target: TestDeps | { url: string }, headers: Record<string, string> = {}) {
  return serviceClient(target, headers, 'url' in target ? null : backend(target))
}
