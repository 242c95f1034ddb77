/** @jsxImportSource hono/jsx */
import { accountOf, audit, auditEntry, type DeskContext } from '../desk/context.ts'
import type { DeskEndpoint } from '../desk/endpoints.ts'
import { page } from '../desk/render.tsx'
import { DESK_STAFF } from '../desk/roles.ts'
import { badgeTokensOf } from '../badges/badge-tokens-of.ts'
import { CHECK_IN_MANIFEST, checkInWorker } from './check-in-assets.ts'
import { CHECK_IN_HEADERS } from './check-in-headers.ts'
import { CheckInPage, type CheckInPageProps } from './check-in-page.tsx'
import { checkInTime, deskName, type CheckInAttempt } from './check-in-rule.ts'
import { doorCounts, doorEntry, doorList, recordCheckIns } from './check-in-store.ts'

const HEADLINES = {
  recorded: 'Checked in',
  repeated: 'Checked in',
  already: 'Already checked in',
} as const

/** The check-in page (its own CSP and camera policy), with what a form just asked for. */
const doorPage = (c: DeskContext, props: CheckInPageProps, status: 200 | 404 = 200) =>
  page(c, 'Check-in', <CheckInPage {...props} />, {
    modules: ['/desk/assets/check-in.js'],
    manifest: '/desk/check-in.webmanifest',
    status,
    headers: CHECK_IN_HEADERS,
  })

/** GET /desk/check-in: the door's page (`?desk=` names the desk; names are searched by POST). */
export const showCheckIn = (c: DeskContext) =>
  doorPage(c, { desk: deskName(c.req.query('desk')) ?? 'Desk', q: '', results: [] })

/**
 * POST /desk/check-in/search (a form, without scripts): the registrations whose name holds every
 * word of `q` (at most 20 shown), each with its "Check in" form. Posted, so the name is in no URL
 * and no log; audited with the number shown, never the words.
 */
export async function searchByForm(c: DeskContext) {
  const form = await c.req.parseBody()
  const q = (typeof form.q === 'string' ? form.q : '').slice(0, 80)
  const desk = deskName(form.desk) ?? 'Desk'
  const results = q.trim() ? doorList(c.get('desk').deps.db, q).slice(0, 20) : []
  await audit(c, 'check-in.searched', results.length)
  return doorPage(c, { desk, q, results })
}

/** POST /desk/check-in (a form, without scripts): one check-in now; the page says what happened. */
export async function checkInByForm(c: DeskContext) {
  const { deps, clock } = c.get('desk')
  const form = await c.req.parseBody()
  const id = /^\d{1,12}$/.test(String(form.registration ?? '')) ? Number(form.registration) : 0
  const desk = deskName(form.desk) ?? 'Desk'
  const before = id ? doorEntry(deps.db, id) : undefined
  if (!before) return doorPage(c, { desk, q: '', results: [] }, 404)
  const account = accountOf(c)
  const now = clock()
  const [result] = await recordCheckIns(
    deps.db,
    account.id,
    [{ registrationId: id, desk, by: account.email, at: now.toISOString() }],
    now,
    (registrationId) => auditEntry(c, 'check-in.recorded', registrationId),
  )
  const entry = result!.outcome === 'already' ? { ...before, k: result!.checkIn } : before
  return doorPage(c, {
    desk,
    q: '',
    results: [],
    answer: { entry, headline: HEADLINES[result!.outcome] },
  })
}

/** GET /desk/check-in/data: what the page keeps offline, the door list and the badge key. */
export async function checkInData(c: DeskContext) {
  const { deps, clock } = c.get('desk')
  const list = doorList(deps.db)
  await audit(c, 'check-in.list-downloaded', list.length)
  return c.json({ at: clock().toISOString(), key: badgeTokensOf(deps).publicKey.jwk, list })
}

/**
 * POST /desk/check-in/sync: a desk's queued check-ins `{ desk, items: [{ i, at }] }` (at most
 * 1,000), each recorded by the rule; answers each one's outcome and the check-in that stands.
 */
export async function syncCheckIns(c: DeskContext) {
  const { deps, clock } = c.get('desk')
  const body = (await c.req.json().catch(() => null)) as {
    desk?: unknown
    items?: { i?: unknown; at?: unknown }[]
  } | null
  const desk = deskName(body?.desk)
  const items = Array.isArray(body?.items) ? body.items : null
  if (!desk || !items || items.length > 1000) return c.json({ error: 'bad-request' }, 400)
  const account = accountOf(c)
  const now = clock()
  const attempts: CheckInAttempt[] = []
  for (const item of items) {
    const at = checkInTime(item?.at, now)
    const id = Number(item?.i)
    if (!Number.isInteger(id) || id < 1) return c.json({ error: 'bad-request' }, 400)
    attempts.push({ registrationId: id, desk, by: account.email, at })
  }
  const known = new Set(doorList(deps.db).map((e) => e.i))
  const results = await recordCheckIns(
    deps.db,
    account.id,
    attempts.filter((a) => known.has(a.registrationId)),
    now,
    (registrationId) => auditEntry(c, 'check-in.recorded', registrationId),
  )
  return c.json({
    results: attempts.map((a) => {
      const r = results.find((x) => x.registrationId === a.registrationId)
      return r
        ? { i: a.registrationId, outcome: r.outcome, k: r.checkIn }
        : { i: a.registrationId, outcome: 'unknown' }
    }),
  })
}

/** GET /desk/check-in/counts: the overview's live counts (no personal data). */
export const checkInCounts = (c: DeskContext) => c.json(doorCounts(c.get('desk').deps.db))

/** GET /desk/check-in.webmanifest: installs the check-in page as an app (no data in it). */
export const checkInManifest = (c: DeskContext) =>
  c.body(JSON.stringify(CHECK_IN_MANIFEST), 200, {
    'Content-Type': 'application/manifest+json',
    'Cache-Control': 'private, max-age=86400',
  })

/** GET /desk/check-in-sw.js: the check-in page's service worker (scope /desk/, no data in it). */
export const checkInServiceWorker = (c: DeskContext) =>
  c.body(checkInWorker(), 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Service-Worker-Allowed': '/desk/',
  })

/** The check-in endpoints (docs/decisions/0081): staff and the secretariat, not reviewers. */
export const CHECKIN_ENDPOINTS: DeskEndpoint[] = [
  { method: 'GET', path: '/check-in', access: DESK_STAFF, handle: showCheckIn, nav: 'Check-in' },
  { method: 'POST', path: '/check-in', access: DESK_STAFF, handle: checkInByForm },
  { method: 'POST', path: '/check-in/search', access: DESK_STAFF, handle: searchByForm },
  { method: 'GET', path: '/check-in/data', access: DESK_STAFF, handle: checkInData },
  { method: 'POST', path: '/check-in/sync', access: DESK_STAFF, handle: syncCheckIns },
  { method: 'GET', path: '/check-in/counts', access: DESK_STAFF, handle: checkInCounts },
  { method: 'GET', path: '/check-in.webmanifest', access: 'anyone', handle: checkInManifest },
  { method: 'GET', path: '/check-in-sw.js', access: 'anyone', handle: checkInServiceWorker },
]
