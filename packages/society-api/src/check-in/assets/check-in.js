/**
 * The check-in page's script (docs/decisions/0081): the door list and the badge key downloaded
 * for offline use, badges scanned and checked in the browser, check-ins queued in IndexedDB and
 * sent when the network is there. Without it the page's search and forms still work.
 */
import { DESK_KEY, SENT_KEY, forgetDevice, sessionEndedText } from './check-in-forget.js'
import { createQueue, idbStore } from './check-in-queue.js'
import { scanCamera, scanPhoto, detector } from './check-in-scan.js'
import { verifyBadgeToken } from './check-in-token.js'
import { answerOf, checkInText, searchEntries, showAnswer, showResults } from './check-in-view.js'

const $ = (id) => document.getElementById(id)
const region = $('door-answer')
const status = $('door-status')
const deskInput = $('door-desk')
const byId = new Map()
let key = null
let queue = null
let store = null

if ('serviceWorker' in navigator)
  navigator.serviceWorker.register('/desk/check-in-sw.js', { scope: '/desk/' }).catch(() => {})

deskInput.value = localStorage.getItem(DESK_KEY) ?? deskInput.value
deskInput.addEventListener('change', () => localStorage.setItem(DESK_KEY, deskInput.value.trim()))
const deskName = () => deskInput.value.replace(/\s+/g, ' ').trim().slice(0, 40) || 'Desk'

const say = (text) => {
  status.textContent = text
}
const show = (answer, action) => {
  showAnswer(region, answer, action)
  region.focus()
}

/** The service's answer when the session is over (ended, expired, account closed) or no longer staff's. */
const SESSION_OVER = new Set([401, 403])
class SessionOver extends Error {}

async function send(desk, items) {
  const response = await fetch('/desk/check-in/sync', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ desk, items }),
  })
  if (SESSION_OVER.has(response.status)) throw new SessionOver()
  if (!response.ok) throw new Error(`sync ${response.status}`)
  return (await response.json()).results
}

let ended = false
/**
 * The service says the session is over: the device forgets the list, the queue (what waits can
 * no longer be sent) and the desk's name, the page drops what it shows, and says so.
 */
async function sessionEnded() {
  if (ended) return
  ended = true
  clearTimeout(retry)
  clearInterval(checking)
  byId.clear()
  key = null
  queue = null
  store?.close?.()
  $('door-scan').hidden = true
  $('door-results').replaceChildren()
  region.replaceChildren()
  const removed = await forgetDevice()
  say(sessionEndedText(removed))
  document.documentElement.dataset.checkInReady = 'ended'
}

/**
 * Asks the service whether the session still holds (a page left open at the door). A background
 * request: it never keeps an unattended session alive (docs/decisions/0097).
 */
async function checkSession() {
  if (ended || !navigator.onLine || document.visibilityState !== 'visible') return
  const response = await fetch('/desk/check-in/counts', {
    headers: { 'Desk-Background': 'poll' },
  }).catch(() => null)
  if (response && SESSION_OVER.has(response.status)) await sessionEnded()
}
let checking = null

let retry = null
/**
 * Tries again every 3 s while check-ins wait (a failed request costs nothing offline: the browser
 * refuses it at once), and at once when the browser says the network is back.
 */
function syncLater() {
  clearTimeout(retry)
  retry = setTimeout(sync, 3000)
}

/** Sends the queue; tells the desk of any check-in another desk made first. */
async function sync() {
  if (!queue || ended) return
  const waiting = (await queue.pending()).length
  if (!waiting) return
  if (!navigator.onLine) {
    syncLater()
    return say(`Offline: ${waiting} check-ins kept, sent when the network returns.`)
  }
  try {
    const results = await queue.flush(send)
    const refused = results.filter((r) => r.outcome === 'already')
    for (const r of results) {
      const entry = byId.get(r.i)
      if (entry && r.k) entry.k = r.k
    }
    for (const r of refused) {
      const entry = byId.get(r.i)
      if (entry)
        show({
          ...answerOf(entry, 'Checked in at another desk first'),
          warnings: [`Not recorded here: already checked in ${checkInText(r.k)}.`],
        })
    }
    const left = (await queue.pending()).length
    if (left) syncLater()
    say(left ? `${left} check-ins waiting to be sent.` : `All check-ins sent (${results.length}).`)
  } catch (error) {
    if (error instanceof SessionOver || ended) return sessionEnded()
    syncLater()
    say(`Offline: ${(await queue.pending()).length} check-ins kept, sent when the network returns.`)
  }
}

async function checkIn(id) {
  const entry = byId.get(id)
  if (!entry || !queue) return
  if (entry.k) return show(answerOf(entry))
  const at = new Date().toISOString()
  await queue.add(id, deskName(), at)
  entry.k = { desk: deskName(), at, by: null }
  show({ ...answerOf({ ...entry, k: undefined }, 'Checked in'), ok: entry.p })
  renderSearch()
  await sync()
}

/**
 * A scanned text: checked offline, then the person in large type with a "Check in" button. The
 * time from the scan's start to the answer is kept on the answer (`data-answered-ms`).
 */
async function scanned(text, started = performance.now()) {
  const id = key ? await verifyBadgeToken(text, key) : null
  const entry = id ? byId.get(id) : null
  if (!entry) show(answerOf(null))
  else
    show(answerOf(entry), entry.k ? null : { label: `Check in ${entry.n}`, run: () => checkIn(id) })
  region.dataset.answeredMs = String(Math.round(performance.now() - started))
}

function renderSearch() {
  const q = $('door-q').value
  if (q.trim()) showResults($('door-results'), searchEntries([...byId.values()], q), checkIn)
}

/**
 * Signing out from this page sends what waits first, then posts the sign-out (the number sent
 * kept for the next page in sessionStorage); the "Signed out" answer removes the list and the
 * queue (check-in-forget.js). What cannot be sent is said first: a second press signs out
 * anyway, and it is deleted.
 */
function sendBeforeSignOut() {
  const form = document.querySelector('form.sign-out')
  if (!form) return
  let warned = false
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (!navigator.onLine)
      return say('Signing out needs the network: the list and the check-ins stay until then.')
    const before = queue ? (await queue.pending()).length : 0
    if (before) {
      say(`Sending ${before} check-ins before signing out…`)
      await queue.flush(send).catch(() => [])
    }
    const left = queue ? (await queue.pending()).length : 0
    if (left && !warned) {
      warned = true
      return say(
        `${left} check-ins could not be sent. Signing out deletes them from this device, and those people will not be checked in: press Sign out again to sign out anyway, or wait for the network.`,
      )
    }
    sessionStorage.setItem(SENT_KEY, String(before - left))
    form.submit()
  })
}

async function start() {
  store = await idbStore()
  queue = createQueue(store)
  sendBeforeSignOut()
  try {
    const response = await fetch('/desk/check-in/data')
    if (SESSION_OVER.has(response.status)) return sessionEnded()
    if (!response.ok) throw new Error(String(response.status))
    const data = await response.json()
    key = data.key
    for (const entry of data.list) byId.set(entry.i, entry)
  } catch {
    say('The registration list could not be loaded: use the search (it needs the network).')
    return
  }
  for (const item of await queue.pending()) {
    const entry = byId.get(item.i)
    if (entry) entry.k ??= { desk: item.desk, at: item.at, by: null }
  }
  $('door-search').addEventListener('submit', (event) => {
    event.preventDefault()
    renderSearch()
  })
  $('door-q').addEventListener('input', renderSearch)
  $('door-scan').hidden = false
  $('door-camera').addEventListener('click', () =>
    scanCamera($('door-video'), scanned).catch(() =>
      say('The camera is not available: use the photo or the search.'),
    ),
  )
  $('door-photo').addEventListener('change', async (event) => {
    const file = event.target.files?.[0]
    const started = performance.now()
    if (file) await scanned((await scanPhoto(file).catch(() => null)) ?? '', started)
    event.target.value = ''
  })
  // Ready to scan at once: the reader (and, where needed, its polyfill) loads now, not at the first badge.
  detector().catch(() => {})
  renderSearch()
  say(`Ready: ${byId.size} registrations kept for offline use.`)
  document.documentElement.dataset.checkInReady = 'yes'
  window.addEventListener('online', () => void sync().then(checkSession))
  document.addEventListener('visibilitychange', () => void checkSession())
  checking = setInterval(() => void checkSession(), 60_000)
  await sync()
}

void start()
