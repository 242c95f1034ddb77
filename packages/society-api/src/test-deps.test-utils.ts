import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { onTestFinished } from 'vitest'
import { createSocietyApp } from './app.ts'
import type { SocietyConfig } from './config.ts'
import type { ContentSource } from './content/content-source.ts'
import { fakeContent } from './content/fake-content.test-utils.ts'
import { openDb, type WriterMode } from './db/db.ts'
import type { ServiceDeps } from './deps.ts'
import { PaystackGateway } from './payments/paystack-gateway.ts'
import { createPaystackStandIn, type PaystackStandIn } from './paystack-stand-in/index.ts'
import { ORIGIN, testConfig } from './test-config.test-utils.ts'

export { fakeContent, feeData, issuer } from './content/fake-content.test-utils.ts'
export { ORIGIN, TEST_PAYSTACK_KEY, testConfig } from './test-config.test-utils.ts'

/** A service's dependencies with Paystack's stand-in beside it, in process. */
export interface TestDeps extends ServiceDeps {
  standIn: PaystackStandIn
  /** The stand-in's API as the adapter reaches it (requests handed over in process). */
  provider: (request: Request) => Promise<Response>
}

/**
 * Dependencies for one API test: a fresh data folder and database (closed and removed when the
 * test ends), the configuration, fake content, and Paystack's stand-in in process: the service's
 * adapter calls its API (HTTP requests handed over without a socket) and its webhooks go to the
 * service's own handler.
 */
export async function testDeps(
  overrides: Partial<SocietyConfig> = {},
  content: ContentSource = fakeContent(),
  writer: WriterMode = 'inline',
): Promise<TestDeps> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'society-api-'))
  const config = testConfig(dataDir, overrides)
  const db = await openDb(path.join(dataDir, 'society.sqlite'), { writer })
  onTestFinished(async () => {
    await db.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  let service: Hono | null = null
  const standIn = createPaystackStandIn({
    secretKey: config.paystack.secretKey,
    origin: ORIGIN,
    webhookUrl: `${ORIGIN}/api/conference/payment/webhook`,
    deliver: async (request) => (service ??= createSocietyApp(deps)).fetch(request),
  })
  const api = new Hono().route('/_paystack', standIn.api)
  const provider = async (request: Request) => api.fetch(request)
  const deps: TestDeps = {
    db,
    content,
    config,
    payments: new PaystackGateway({ ...config.paystack, fetch: provider }),
    standIn,
    provider,
  }
  return deps
}
