import { describe, expect, it } from 'vitest'
import { createQueue, memoryStore } from './check-in-queue.js'

type Item = { i: number; at: string }
type Result = { i: number; outcome: string }

describe('the offline queue of check-ins', () => {
  it('keeps check-ins while sending fails, then sends them all, per desk, and empties', async () => {
    const queue = createQueue(memoryStore())
    await queue.add(1, 'Door A', '2025-12-09T08:00:00.000Z')
    await queue.add(2, 'Door A', '2025-12-09T08:01:00.000Z')
    await queue.add(3, 'Door B', '2025-12-09T08:02:00.000Z')
    const offline = () => Promise.reject(new Error('Failed to fetch'))
    await expect(queue.flush(offline)).rejects.toThrow('Failed to fetch')
    expect(await queue.pending()).toHaveLength(3)

    const sent: [string, Item[]][] = []
    const results = await queue.flush(async (desk: string, items: Item[]) => {
      sent.push([desk, items])
      return items.map((item) => ({ i: item.i, outcome: 'recorded' }))
    })
    expect(sent).toEqual([
      [
        'Door A',
        [
          { i: 1, at: '2025-12-09T08:00:00.000Z' },
          { i: 2, at: '2025-12-09T08:01:00.000Z' },
        ],
      ],
      ['Door B', [{ i: 3, at: '2025-12-09T08:02:00.000Z' }]],
    ])
    expect(results.map((r: Result) => r.outcome)).toEqual(['recorded', 'recorded', 'recorded'])
    expect(await queue.pending()).toEqual([])
  })

  it('keeps one check-in per person, and drops one another desk made first once told', async () => {
    const queue = createQueue(memoryStore())
    await queue.add(5, 'Door A', '2025-12-09T08:00:00.000Z')
    await queue.add(5, 'Door A', '2025-12-09T08:00:30.000Z')
    expect(await queue.pending()).toHaveLength(1)
    const results = await queue.flush(async (_: string, items: Item[]) =>
      items.map((item) => ({ i: item.i, outcome: 'already', k: { desk: 'Door B' } })),
    )
    expect(results).toEqual([{ i: 5, outcome: 'already', k: { desk: 'Door B' } }])
    expect(await queue.pending()).toEqual([])
  })

  it('keeps what the service did not answer (a cut connection mid-way), and flushes once at a time', async () => {
    const queue = createQueue(memoryStore())
    await queue.add(1, 'Door A', '2025-12-09T08:00:00.000Z')
    await queue.add(2, 'Door A', '2025-12-09T08:00:01.000Z')
    let calls = 0
    const partial = async () => {
      calls++
      return [{ i: 1, outcome: 'recorded' }]
    }
    const [a, b] = await Promise.all([queue.flush(partial), queue.flush(partial)])
    expect(calls).toBe(1)
    expect(a).toBe(b)
    expect((await queue.pending()).map((item: Item) => item.i)).toEqual([2])
  })
})
