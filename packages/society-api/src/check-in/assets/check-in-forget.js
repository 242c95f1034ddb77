/**
 * What the check-in page keeps on a device, and how the device forgets it when the session is
 * over (docs/decisions/0081, "When the session ends"): the door list and the page (Cache Storage
 * entries holding personal data), the queue of check-ins (IndexedDB) and the desk's name
 * (localStorage). The reader, scripts and stylesheet stay cached: they hold no personal data.
 *
 * Every desk page answered without a session forgets at once (check-in-signed-out.js); the
 * check-in page forgets when the service says its session is over while it is open.
 */
export const QUEUE_DB = 'amrs-check-in'
export const CACHE_PREFIX = 'amrs-check-in-'
export const DESK_KEY = 'amrs-check-in-desk'
/** The kept answers that hold personal data: the page (it names the account) and the list. */
export const PERSONAL = ['/desk/check-in', '/desk/check-in/data']

/** Whether the queue's database exists, without creating it (where the browser can tell). */
async function queueExists() {
  if (typeof indexedDB === 'undefined') return false
  if (!indexedDB.databases) return true
  return (await indexedDB.databases()).some((d) => d.name === QUEUE_DB)
}

/** The check-ins that wait in the queue (0 when there is no queue). */
async function waiting() {
  if (!(await queueExists())) return 0
  const { openDB } = await import('./idb.js')
  const db = await openDB(QUEUE_DB, 1, {
    upgrade: (d) => d.createObjectStore('queue', { keyPath: 'i' }),
  })
  try {
    return await db.count('queue')
  } finally {
    db.close()
  }
}

/** Deletes the queue's database (open connections are asked to close: `blocking` in idbStore). */
function deleteQueue() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(QUEUE_DB)
    request.onsuccess = () => resolve(undefined)
    request.onerror = () => reject(request.error)
  })
}

/**
 * Removes what the check-in page keeps on this device. Answers whether there was anything
 * (`kept`) and how many check-ins were still waiting to be sent (`unsent`: deleted with the rest).
 */
export async function forgetDevice() {
  const unsent = await waiting().catch(() => 0)
  let kept = unsent > 0 || (await queueExists().catch(() => false))
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) {
      if (!name.startsWith(CACHE_PREFIX)) continue
      const cache = await caches.open(name)
      for (const path of PERSONAL) if (await cache.delete(path)) kept = true
    }
  }
  if (typeof indexedDB !== 'undefined') await deleteQueue()
  if (localStorage.getItem(DESK_KEY) !== null) {
    localStorage.removeItem(DESK_KEY)
    kept = true
  }
  return { kept, unsent }
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`

/** What the desk is told about the check-ins that could not be sent (deleted with the list). */
export const unsentText = (unsent) =>
  `${plural(unsent, 'check-in', 'check-ins')} could not be sent and ${unsent === 1 ? 'was' : 'were'} deleted with it: ${unsent === 1 ? 'that person is' : 'those people are'} not checked in. Check them in again after signing in.`

/**
 * The sentence after a sign-out: `sent` check-ins were sent just before it (the check-in page
 * sends its queue first and keeps the number for the next page: check-in-signed-out.js).
 */
export function signedOutText({ unsent }, sent) {
  const first = `Signed out: the offline list was removed from this device; ${
    sent
      ? `${plural(sent, 'check-in was', 'check-ins were')} sent first.`
      : 'no check-ins were waiting to be sent.'
  }`
  return unsent ? `${first} ${unsentText(unsent)}` : first
}

/** The sentence when the service says the session is over (expired, ended elsewhere, account closed). */
export const sessionEndedText = ({ unsent }) =>
  `Your session has ended: the offline list was removed from this device.${unsent ? ` ${unsentText(unsent)}` : ''} Sign in to check people in again.`

/** Set by the check-in page as it posts a sign-out: the number of check-ins it sent first. */
export const SENT_KEY = 'amrs-check-in-sent'
