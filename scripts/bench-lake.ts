// Bounded loopback load test of the content lake: the conference home query through the real
// server, 10 connections x 10 s, first with every request a cache miss (a unique unused param),
// then with the same request repeated (warm cache); then /api/health while 10 hostile nested
// queries are kept running (each ends at the lake's deadline). Usage: npm run bench:lake [seconds]
import autocannon from 'autocannon'
import { startBenchServer } from './bench-server.ts'

const seconds = Math.min(Math.max(Number(process.argv[2] ?? 10), 1), 60)

/**
 * The conference home's own content query, as the server rendered the page with it: the page data
 * holds `[SWR key, result, tags]` per query; the key (SWR's serialisation of `['content', query,
 * params]`) carries the GROQ text as a JSON string. The largest is the page's (the layout's is
 * smaller).
 */
async function conferenceHomeQuery(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/iumrs-icam25`)).text()
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1]
  if (!json) throw new Error('/iumrs-icam25 carries no page data')
  const data = JSON.parse(json) as { content?: { entries: Array<[string, unknown, string[]]> } }
  const queries = (data.content?.entries ?? []).flatMap(([key]) => {
    const text = /^@"content",("(?:[^"\\]|\\.)*")/.exec(key)?.[1]
    return text ? [JSON.parse(text) as string] : []
  })
  const largest = queries.sort((a, b) => b.length - a.length)[0]
  if (!largest) throw new Error('/iumrs-icam25 ran no content query')
  return largest
}

const server = await startBenchServer()
try {
  const path = `/v2025-01-01/data/query/production?query=${encodeURIComponent(await conferenceHomeQuery(server.origin))}&perspective=published`
  let n = 0
  const runs = {
    'cold (every request a miss)': {
      requests: [
        { setupRequest: (req: { path: string }) => ({ ...req, path: `${path}&%24n=${n++}` }) },
      ],
    },
    'warm (cache hit)': {},
  }
  // Warm-up (JIT of the evaluators), then one request so the first hit is warm.
  for (let i = 0; i < 100; i++)
    await (await fetch(`${server.origin}${path}&%24w=${i}`)).arrayBuffer()
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
  await healthUnderSlowQueries()
} finally {
  await server.stop()
}

/** Health latency while 10 slow queries are in flight (re-sent as each one times out). */
async function healthUnderSlowQueries(): Promise<void> {
  const slow = 'count(*[count(*[count(*[_id == ^.^.^._id]) > 0]) > 0])'
  let stop = false
  const statuses = new Map<number, number>()
  const loops = Array.from({ length: 10 }, async () => {
    while (!stop) {
      const res = await fetch(
        `${server.origin}/v2025-01-01/data/query/production?query=${encodeURIComponent(slow)}`,
      )
      await res.arrayBuffer()
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
    }
  })
  await new Promise((r) => setTimeout(r, 500))
  const result = await autocannon({
    url: `${server.origin}/api/health`,
    connections: 2,
    duration: seconds,
  })
  stop = true
  await Promise.all(loops)
  console.log(
    `/api/health while 10 slow queries run: ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors} non2xx ${result.non2xx}; slow query answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  )
}
