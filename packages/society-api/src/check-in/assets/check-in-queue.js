/**
 * The offline queue (docs/decisions/0081): check-ins made at this desk, kept until the service
 * has answered each. One per registration (a second tap on the same person is not a second
 * check-in). The store is IndexedDB on the page (`idbStore`), a Map in the tests (`memoryStore`).
 */

/** A store kept in memory: the same three calls as IndexedDB's. */
export function memoryStore() {
  const items = new Map()
  return {
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.i, item),
    delete: async (id) => void items.delete(id),
  }
}

/** The queue's store in IndexedDB (the `idb` wrapper, loaded with the page's other modules). */
export async function idbStore() {
  const { openDB } = await import('./idb.js')
  const db = await openDB('amrs-check-in', 1, {
    upgrade: (d) => d.createObjectStore('queue', { keyPath: 'i' }),
    // Another page deletes the queue (the session is over: check-in-forget.js): let it.
    blocking: () => db.close(),
  })
  return {
    all: () => db.getAll('queue'),
    put: (item) => db.put('queue', item).then(() => undefined),
    delete: (id) => db.delete('queue', id),
    close: () => db.close(),
  }
}

/** Outcomes after which an item leaves the queue (the service decided; sending again changes nothing). */
const SETTLED = new Set(['recorded', 'repeated', 'already', 'unknown'])

export function createQueue(store) {
  let flushing = null
  return {
    /** Keeps a check-in at `desk` (its time now, from this device) until it is sent. */
    add: (i, desk, at) => store.put({ i, desk, at }),
    pending: () => store.all(),
    /**
     * Sends what is kept, per desk name, with `send(desk, items)` (resolves to the service's
     * `results`, rejects when the network fails: then everything stays for the next try). Items
     * the service settled leave the queue; the results are returned for the page to show. One
     * flush at a time.
     */
    flush(send) {
      flushing ??= (async () => {
        try {
          const items = await store.all()
          const byDesk = new Map()
          for (const item of items) byDesk.set(item.desk, [...(byDesk.get(item.desk) ?? []), item])
          const results = []
          for (const [desk, group] of byDesk) {
            const answered = await send(
              desk,
              group.map(({ i, at }) => ({ i, at })),
            )
            for (const result of answered) {
              if (SETTLED.has(result.outcome)) await store.delete(result.i)
              results.push(result)
            }
          }
          return results
        } finally {
          flushing = null
        }
      })()
      return flushing
    },
  }
}
