// Starts the real server for browser tests: built dist/, a temp copy of the seed (tests may
// edit it to check live updates), a fresh temp data dir, generous rate limits, and the
// test-only controls under /__test (tests/e2e/test-controls.ts; only this server mounts them).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createLocalStack } from '#server/app'
import { readConfig } from '#server/config'
import { listen, portOf } from '@amrs/shared/node/listen'
import { shutdownOnSignals } from '@amrs/shared/node/shutdown'
import { E2E_LAKE_READ_TOKEN, E2E_PREVIEW_SECRET } from './preview-secrets.ts'
import { studioStandIn } from './studio-stand-in.ts'
import { createTestControls } from './test-controls.ts'
import { keepServerLog, serverLogFile } from './server-log.ts'
import { e2eWorkDir } from './work-dir.ts'

process.env.PORT ??= '4311'
const work = e2eWorkDir(process.env.PORT)
rmSync(work, { recursive: true, force: true })
mkdirSync(work, { recursive: true })
// A copy of what the server prints, read for personal data at the end of the suite.
keepServerLog(serverLogFile(process.env.PORT))
const seedDir = path.join(work, 'seed')
cpSync(path.resolve('studio/seed'), seedDir, { recursive: true })
// A server with a smaller dataset (e.g. no posts): leave out the documents of these types.
const without = (process.env.E2E_SEED_WITHOUT_TYPES ?? '').split(',').filter(Boolean)
if (without.length) {
  const file = path.join(seedDir, 'production.ndjson')
  const kept = readFileSync(file, 'utf8')
    .split('\n')
    .filter(
      (line) => !line.trim() || !without.includes((JSON.parse(line) as { _type: string })._type),
    )
  writeFileSync(file, kept.join('\n'))
}
process.env.SEED_DIR = seedDir
process.env.DATA_DIR = path.join(work, 'data')
process.env.RATE_LIMIT_MAX ??= '100000'
// Draft preview (tests/e2e/preview.spec.ts): the secret that turns it on and the token that
// reads drafts.
process.env.PREVIEW_SECRET ??= E2E_PREVIEW_SECRET
process.env.LAKE_READ_TOKEN ??= E2E_LAKE_READ_TOKEN
// The studio that may frame preview: this server under another name (tests/e2e/studio-stand-in.ts).
process.env.SANITY_STUDIO_URL ??= `http://localhost:${process.env.PORT}`
console.log(`e2e seed copy: ${seedDir}`)

const config = readConfig()
const controls = createTestControls()
const stack = await createLocalStack(config, {
  societyDeps: (deps) => controls.societyDeps(deps),
  logClientError: (report) => controls.logClientError(report),
})
const server = await listen(config, (request, env) => {
  const { pathname } = new URL(request.url)
  if (pathname === '/__test/studio') return studioStandIn(request, config.siteUrl)
  return pathname.startsWith('/__test/')
    ? controls.app.fetch(request, env)
    : stack.fetch(request, env)
})
console.log(
  `e2e server on http://${config.host}:${portOf(server, config.port)} (test controls: /__test)`,
)

shutdownOnSignals(server, stack)
