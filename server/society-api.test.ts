import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runContract } from '@amrs/society-api/contract/check-society-api'
import { listen, portOf } from '@amrs/shared/node/listen'
import { societyApiDocument } from '@amrs/society-api/openapi/document'
import { createLocalStack, type LocalStack } from './app.ts'
import { readConfig } from './config.ts'

const FILE = path.resolve('packages/society-api/src/openapi/openapi.json')
const SITE = 'https://site.example'

describe('the society API in the site’s process, against its contract', () => {
  let stack: LocalStack
  let server: Server
  let base = ''

  beforeAll(async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'contract-test-'))
    const dist = path.join(work, 'dist')
    mkdirSync(dist, { recursive: true })
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>')
    // The real seed (read, never written): the fees and registration window from the CMS.
    const config = readConfig({
      DIST_DIR: dist,
      DATA_DIR: path.join(work, 'data'),
      PORT: '0',
      API_ALLOWED_ORIGINS: SITE,
    })
    stack = await createLocalStack(config, { watch: false })
    server = await listen(config, stack.fetch)
    base = `http://127.0.0.1:${portOf(server, 0)}/api`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await stack.close()
  })

  it('the committed OpenAPI document is the one the zod contract generates', () => {
    expect(isDeepStrictEqual(JSON.parse(readFileSync(FILE, 'utf8')), societyApiDocument())).toBe(
      true,
    )
  })

  it('the OpenAPI document passes an OpenAPI 3.1 validator', async () => {
    const result = await new Validator().validate(JSON.parse(readFileSync(FILE, 'utf8')))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('the local server serves it at /api/openapi.json', async () => {
    const response = await fetch(`${base}/openapi.json`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(JSON.parse(readFileSync(FILE, 'utf8')))
  })

  it('passes the contract test (npm run test:contract)', async () => {
    const results = await runContract(base, SITE)
    expect(results.filter((r) => !r.ok)).toEqual([])
    expect(results.length).toBeGreaterThan(10)
  })
})
