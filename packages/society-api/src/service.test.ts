import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runContract } from './contract/check-society-api.ts'
import { listen, portOf } from '@amrs/shared/node/listen'
import { fakeContent } from './content/fake-content.test-utils.ts'
import { createSocietyService, type SocietyService } from './service.ts'
import { testConfig } from './test-config.test-utils.ts'

const SITE = 'https://site.example'

describe('the service on a port of its own', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'service-test-'))
  let service: SocietyService
  let server: Server
  let base = ''

  beforeAll(async () => {
    const config = { ...testConfig(dataDir, { allowedOrigins: [SITE] }), port: 0 }
    service = await createSocietyService(config, { content: fakeContent() })
    server = await listen(config, (request, env) => service.fetch(request, env))
    base = `http://127.0.0.1:${portOf(server, 0)}/api`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await service.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('passes the contract test (npm run test:contract) from another origin', async () => {
    const results = await runContract(base, SITE)
    expect(results.filter((r) => !r.ok)).toEqual([])
    expect(results.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/webhook without a signature/),
        expect.stringMatching(/webhook signed with another key/),
        expect.stringMatching(/receipts\/<number> with a forged link/),
      ]),
    )
  })

  it('answers its health check from its database', async () => {
    const response = await fetch(`${base}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})
