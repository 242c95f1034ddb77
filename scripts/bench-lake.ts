// Bounded loopback load test of the content lake: the conference home query through the real
// server, 10 connections x 10 s, first with every request a cache miss (a unique unused param),
// then with the same request repeated (warm cache). Usage: npm run bench:lake [seconds]
import autocannon from 'autocannon'
import { conferenceHomeQuery } from '../src/content/queries.ts'
import { startBenchServer } from './bench-server.ts'

const seconds = Math.min(Math.max(Number(process.argv[2] ?? 10), 1), 60)
const path = `/v2025-01-01/data/query/production?query=${encodeURIComponent(conferenceHomeQuery)}&perspective=published`

const server = await startBenchServer()
try {
  let n = 0
  const runs = {
    'cold (every request a miss)': {
      requests: [
        { setupRequest: (req: { path: string }) => ({ ...req, path: `${path}&%24n=${n++}` }) },
      ],
    },
    'warm (cache hit)': {},
  }
  // One request first so the workers are up and the first hit is warm.
  if (!(await fetch(server.origin + path)).ok) throw new Error('query failed')
  for (const [name, extra] of Object.entries(runs)) {
    const result = await autocannon({
      url: server.origin + path,
      connections: 10,
      duration: seconds,
      ...extra,
    })
    console.log(
      `conference home, ${name.padEnd(28)} ${Math.round(result.requests.average)} req/s  p99 ${result.latency.p99} ms  errors ${result.errors} non2xx ${result.non2xx}`,
    )
  }
} finally {
  await server.stop()
}
