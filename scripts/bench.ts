// Bounded loopback load test of the built server: a hashed static asset and a content query.
// Usage: npm run build && tsx scripts/bench.ts [seconds]
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import autocannon from 'autocannon'

const seconds = Number(process.argv[2] ?? 10)
const port = 4399
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: '/tmp/amrs-bench-data' },
  stdio: 'ignore',
})

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

try {
  await waitForServer()
  const asset = readdirSync('dist/assets').find((f) => /^index-.*\.js$/.test(f))
  const targets = {
    'static asset (brotli)': { path: `/assets/${asset}`, headers: { 'accept-encoding': 'br' } },
    'content query': {
      path: `/v2025-01-01/data/query/production?query=${encodeURIComponent('*[_id == "siteSettings"][0]')}`,
      headers: {},
    },
  }
  for (const [name, target] of Object.entries(targets)) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${target.path}`,
      headers: target.headers,
      connections: 10,
      duration: seconds,
    })
    console.log(
      `${name.padEnd(24)} ${Math.round(result.requests.average)} req/s  p99 ${result.latency.p99} ms  errors ${result.errors} non2xx ${result.non2xx}`,
    )
  }
} finally {
  server.kill()
}
