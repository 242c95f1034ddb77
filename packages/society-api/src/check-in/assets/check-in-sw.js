/**
 * The check-in page's service worker (docs/decisions/0081), scope /desk/: it keeps the check-in
 * page, its scripts, the barcode reader and the door list, so the page works with no network.
 * Every other desk request passes through untouched, and nothing else is ever stored.
 */
// A new name whenever a kept file changes (files are answered from the cache first): the worker
// that brings it fetches them all afresh, and drops the older caches when it takes over. The
// server writes a hash of the kept files' contents here as it serves this file
// (check-in-assets.ts), so no one has to remember to.
const PREFIX = 'amrs-check-in-'
const VERSION = 'unversioned'
const CACHE = `${PREFIX}${VERSION}`
const PAGE = '/desk/check-in'
const DATA = '/desk/check-in/data'
const FILES = [
  '/desk/assets/desk.css',
  '/desk/assets/check-in.js',
  '/desk/assets/check-in-forget.js',
  '/desk/assets/check-in-token.js',
  '/desk/assets/check-in-queue.js',
  '/desk/assets/check-in-scan.js',
  '/desk/assets/check-in-view.js',
  '/desk/assets/idb.js',
  '/desk/assets/wrap-idb-value.js',
  '/desk/assets/noble-ed25519.js',
  '/desk/assets/barcode-detector.js',
  '/desk/assets/zxing_reader.wasm',
]

/**
 * The page offline when nothing is kept (signed out: check-in-forget.js removed the page and the
 * list): no list, no search, and where to go. It holds no personal data.
 */
const SIGNED_OUT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Check-in · AMRS desk</title><link rel="stylesheet" href="/desk/assets/desk.css"></head><body><header class="top"><p class="brand">AMRS desk</p></header><main id="main" tabindex="-1"><h1>Check-in</h1><p role="status">This device keeps no registrations: you are signed out. Please <a href="/desk/sign-in">sign in</a> to check people in (signing in needs the network).</p></main></body></html>`
const signedOutPage = () =>
  new Response(SIGNED_OUT, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'",
      'Cache-Control': 'no-store',
    },
  })

/** How a request is answered: the network first (page, list), the kept copy first (files), or not at all. */
function strategy(request) {
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return null
  if (url.pathname === PAGE || url.pathname === DATA) return 'network-first'
  if (FILES.includes(url.pathname)) return 'cache-first'
  return null
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          [PAGE, DATA, ...FILES].map((path) =>
            fetch(path, { cache: 'reload' }).then((response) =>
              response.ok ? cache.put(path, response) : undefined,
            ),
          ),
        ),
      ),
  )
  self.skipWaiting()
})

self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  ),
)

self.addEventListener('fetch', (event) => {
  const how = strategy(event.request)
  if (!how) return
  // One copy per path: the page for a named desk (?desk=) falls back to the kept page.
  const keyOf = new URL(event.request.url).pathname
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      if (how === 'cache-first') {
        const kept = await cache.match(keyOf)
        if (kept) return kept
      }
      try {
        const response = await fetch(event.request)
        // The session is over (signed out, expired, ended elsewhere): the kept page and list go.
        if (how === 'network-first' && (response.status === 401 || response.status === 403))
          await Promise.all([cache.delete(PAGE), cache.delete(DATA)])
        if (response.ok && (how === 'cache-first' || new URL(event.request.url).search === ''))
          await cache.put(keyOf, response.clone())
        return response
      } catch (error) {
        const kept = await cache.match(keyOf)
        if (kept) return kept
        if (keyOf === PAGE) return signedOutPage()
        throw error
      }
    }),
  )
})
