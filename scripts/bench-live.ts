// Bounded loopback measurement of the Live Content API of the local lake: starts the real
// server with a temp copy of the seed, holds N live-event connections (default 500, at most
// 2000), edits the seed copy a few times and measures edit-to-receive latency (p50/p95) over
// all connections, and the server's memory (RSS) per connection. Runs for 1 and for N.
// Usage: npm run bench:live [connections] [edits]
import { readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { rssMb, startBenchServer, type BenchServer } from './bench-server.ts'

const maxConnections = Math.min(Math.max(Number(process.argv[2] ?? 500), 1), 2000)
const edits = Math.min(Math.max(Number(process.argv[3] ?? 5), 1), 20)
const EVENTS_PATH = '/v2025-01-01/data/live/events/production'

interface Listener {
  welcomed: boolean
  /** Arrival time (ms) of each `message` event, in order. */
  messages: number[]
  close(): void
}

function listen(origin: string, agent: http.Agent): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const listener: Listener = { welcomed: false, messages: [], close: () => request.destroy() }
    let buffer = ''
    const request = http.get(
      `${origin}${EVENTS_PATH}`,
      { agent, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`status ${response.statusCode}`))
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          buffer += chunk
          let end: number
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            if (block.includes('event: welcome') && !listener.welcomed) {
              listener.welcomed = true
              resolve(listener)
            } else if (block.includes('event: message')) listener.messages.push(performance.now())
          }
        })
      },
    )
    request.on('error', (error) => (listener.welcomed ? undefined : reject(error)))
  })
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function editSeed(file: string, marker: string): void {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes('"_id":"siteSettings"')) return line
      const doc = JSON.parse(line) as Record<string, unknown>
      return JSON.stringify({ ...doc, copyrightLine: `© 2023 ${marker}` })
    })
  writeFileSync(file, lines.join('\n'))
}

async function run(server: BenchServer, connections: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
  await sleep(500)
  const rssBefore = await rssMb(server.pid)
  const listeners: Listener[] = []
  const openDeadline = Date.now() + 30_000
  for (let i = 0; i < connections; i += 50) {
    const batch = Array.from({ length: Math.min(50, connections - i) }, () =>
      listen(server.origin, agent),
    )
    listeners.push(...(await Promise.all(batch)))
    if (Date.now() > openDeadline) throw new Error('opening connections took over 30 s')
  }
  await sleep(1000)
  const rssAfter = await rssMb(server.pid)
  const latencies: number[] = []
  let missing = 0
  for (let k = 0; k < edits; k++) {
    const started = performance.now()
    editSeed(server.seedFile, `bench ${Date.now()} ${k}`)
    const until = Date.now() + 10_000
    while (listeners.some((l) => l.messages.length <= k) && Date.now() < until) await sleep(5)
    for (const l of listeners) {
      const at = l.messages[k]
      if (at === undefined) missing++
      else latencies.push(at - started)
    }
    // Let the reload debounce and the burst settle before the next edit.
    await sleep(300)
  }
  for (const l of listeners) l.close()
  agent.destroy()
  latencies.sort((a, b) => a - b)
  // RSS moves by a few MB on its own (heap growth, GC): per connection means something at scale.
  const perConnection =
    connections >= 100
      ? `${(((rssAfter - rssBefore) * 1024) / connections).toFixed(1)} KB per connection`
      : 'too few connections to attribute'
  console.log(
    `${String(connections).padStart(4)} connection(s), ${edits} edits: edit-to-receive p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${percentile(latencies, 100).toFixed(0)} ms, missed ${missing}; server RSS ${rssBefore.toFixed(1)} -> ${rssAfter.toFixed(1)} MB (${perConnection})`,
  )
  await sleep(500)
}

const server = await startBenchServer()
try {
  for (const connections of [...new Set([1, maxConnections])]) await run(server, connections)
} finally {
  await server.stop()
}
