/**
 * The check-in page's script (docs/decisions/0081): the door list and the badge key downloaded
 * for offline use, badges scanned and checked in the browser, check-ins queued in IndexedDB and
 * sent when the network is there. Without it the page's search and forms still work.
 */
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

if ('serviceWorker' in navigator)
  navigator.serviceWorker.register('/desk/check-in-sw.js', { scope: '/desk/' }).catch(() => {})

const DESK_KEY = 'amrs-check-in-desk'
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

async function send(desk, items) {
  const response = await fetch('/desk/check-in/sync', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ desk, items }),
  })
  if (!response.ok) throw new Error(`sync ${response.status}`)
  return (await response.json()).results
}

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
  if (!queue) return
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
  } catch {
    syncLater()
    say(`Offline: ${(await queue.pending()).length} check-ins kept, sent when the network returns.`)
  }
}

async function checkIn(id) {
  const entry = byId.get(id)
  if (!entry) return
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

async function start() {
  queue = createQueue(await idbStore())
  try {
    const response = await fetch('/desk/check-in/data')
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
  window.addEventListener('online', () => void sync())
  await sync()
}

void start()
