import { afterEach, describe, expect, it } from 'vitest'
import { PoolError } from './pool-contract.ts'
import { QueryWorkerPool } from './worker-pool.ts'

const docs = Array.from({ length: 300 }, (_, i) => ({ _id: `d${i}`, _type: 'thing', n: i }))
const slow = 'count(*[count(*[count(*[_id == ^.^.^._id]) > 0]) > 0])'
let pool: QueryWorkerPool | undefined
afterEach(() => pool?.close())

function start(opts: Partial<ConstructorParameters<typeof QueryWorkerPool>[0]> = {}) {
  pool = new QueryWorkerPool({ size: 1, timeoutMs: 800, maxQueue: 2, ...opts })
  pool.load('production', 'rev-1', 'local', docs)
  return pool
}
async function ready(p: QueryWorkerPool) {
  for (const until = Date.now() + 15_000; p.stats().ready < p.stats().workers;) {
    if (Date.now() > until) throw new Error('query workers did not start')
    await new Promise((r) => setTimeout(r, 20))
  }
}
const job = (query: string) => ({
  dataset: 'production',
  perspective: 'published' as const,
  query,
  params: {},
})

describe('query worker pool', () => {
  it('evaluates with the revision it was given and reports parse errors with a position', async () => {
    const p = start()
    expect(await p.run(job('count(*[n < 3])'))).toMatchObject({ revision: 'rev-1', json: '3' })
    await expect(p.run(job('*[n < '))).rejects.toMatchObject({ kind: 'parse' })
  })

  it('refuses at once beyond the queue cap, and fails a query that waits too long for a worker', async () => {
    const p = start({ maxWaitMs: 300, maxQueue: 1 })
    await ready(p)
    const running = p.run(job(slow)).catch((e: unknown) => e)
    const waiting = p.run(job('count(*)')).catch((e: unknown) => e)
    await expect(p.run(job('count(*)'))).rejects.toMatchObject({ kind: 'busy' })
    const waited = (await waiting) as PoolError
    expect(waited).toBeInstanceOf(PoolError)
    expect(waited.kind).toBe('busy')
    expect(((await running) as PoolError).kind).toBe('timeout')
  })

  it('gives new content to workers that replace timed-out ones', async () => {
    const p = start()
    await expect(p.run(job(slow))).rejects.toMatchObject({ kind: 'timeout' })
    p.load('production', 'rev-2', 'local', docs.slice(0, 5))
    expect(await p.run(job('count(*)'))).toMatchObject({ revision: 'rev-2', json: '5' })
    expect(p.counters.restarts).toBe(1)
  })
})
