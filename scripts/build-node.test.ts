import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleNode } from './bundle-node.ts'
import { freePort } from './free-port.ts'

const run = promisify(execFile)

/**
 * The society API as production runs it (docs/decisions/0106): bundled as `npm run build` does,
 * started by plain `node` with no TypeScript loader. Nothing of it needs tsx (its database
 * thread included), and what its modules find beside themselves (migrations, the OpenAPI
 * document, the desk's assets) is found from the bundle's folder.
 */
describe('the society API from compiled JavaScript', { timeout: 180_000 }, () => {
  // Inside the repository, as dist-node/ is, so the packages it imports resolve.
  const outDir = path.resolve(`node_modules/.cache/build-node-test-${process.pid}`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'build-node-test-'))
  const backups = mkdtempSync(path.join(tmpdir(), 'build-node-backups-'))
  const env = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    SITE_URL: 'https://amrs-ug.test',
    SOCIETY_API_PUBLIC_URL: 'https://api.amrs-ug.test',
    SANITY_PROJECT_ID: 'build-test',
    SANITY_API_HOST: 'http://127.0.0.1:9',
    PAYSTACK_SECRET_KEY: 'sk_test_build_node_test',
    RECEIPT_LINK_SECRET: 'a receipt link secret for the build test',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: '9',
    MAIL_FROM: 'IUMRS-ICAM 2025 <noreply@amrs-ug.test>',
  }
  let entry = ''
  let stop = async () => {}

  beforeAll(async () => {
    entry = await bundleNode('packages/society-api/src/main.ts', 'society-api', outDir)
  }, 120_000)
  afterAll(async () => {
    await stop()
    for (const dir of [outDir, dataDir, backups]) rmSync(dir, { recursive: true, force: true })
  })

  it('holds no TypeScript loader: the worker threads are bundled beside it', () => {
    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.mjs'),
    )
    expect(files).toEqual(expect.arrayContaining(['society-api.mjs', 'workers/db-worker.mjs']))
    for (const file of files)
      expect(`${file}: ${readFileSync(path.join(outDir, file), 'utf8')}`).not.toMatch(
        /from\s*["']tsx(?:\/[^"']*)?["']|import\(["']tsx/,
      )
  })

  it("loads the local mail catcher's packages only where the catcher starts", async () => {
    const site = await bundleNode('server/main.ts', 'server', outDir)
    const imports = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/^import [^;]*? from "([^"]+)";$/gm)].map((m) => m[1])
    // Production mode and the standalone service never load them: not in either entry file.
    for (const file of [site, entry])
      expect(imports(file)).not.toEqual(expect.arrayContaining(['smtp-server']))
    expect(imports(site)).not.toContain('mailparser')
    // Local mode's catcher imports them from a chunk of its own, loaded when it starts.
    const catcher = readdirSync(outDir).filter((f) => /^server-catcher-.*\.mjs$/.test(f))
    expect(catcher).toHaveLength(1)
    expect(imports(path.join(outDir, catcher[0]!))).toEqual(
      expect.arrayContaining(['smtp-server', 'mailparser']),
    )
  })

  it('starts with plain node and answers from its database, its document and its assets', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, [entry], {
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise((resolve) => child.once('exit', resolve))
    stop = async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    }
    const base = `http://127.0.0.1:${port}`
    const started = Date.now()
    for (;;) {
      if (child.exitCode !== null) throw new Error(`It exited:\n${output}`)
      if (Date.now() - started > 90_000) throw new Error(`No answer in 90 s:\n${output}`)
      const status = await fetch(`${base}/api/health`)
        .then((r) => r.status)
        .catch(() => 0)
      if (status === 200) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(output).toMatch(/Society API on http:\/\/127\.0\.0\.1:\d+\/api/)
    const openapi = await fetch(`${base}/api/openapi.json`)
    expect(openapi.status).toBe(200)
    expect((await openapi.json()).openapi).toMatch(/^3\.1/)
    const signIn = await (await fetch(`${base}/desk/sign-in`)).text()
    const asset = /\/desk\/assets\/[^"']+\.css/.exec(signIn)?.[0]
    expect(asset).toBeTruthy()
    expect((await fetch(`${base}${asset}`)).status).toBe(200)
    // Its commands run from the same bundle: a backup while it runs.
    const { stdout } = await run(process.execPath, [entry, 'backup', path.join(backups, 'b')], {
      env,
    })
    expect(stdout).toMatch(/Backed up .* schema version \d+/)
    expect(existsSync(path.join(backups, 'b', 'society.sqlite'))).toBe(true)
    // The keys the service made in its data folder, apart.
    expect(readdirSync(path.join(backups, 'b.keys')).sort()).toEqual(
      ['badge-signing.pem', 'passport.key'].filter((f) => existsSync(path.join(dataDir, f))),
    )
    expect(readdirSync(path.join(backups, 'b.keys')).length).toBeGreaterThan(0)
  })
})
