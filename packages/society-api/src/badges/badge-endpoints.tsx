/** @jsxImportSource hono/jsx */
import { audit, type DeskContext } from '../desk/context.ts'
import type { DeskEndpoint } from '../desk/endpoints.ts'
import { parseListQuery, queryParams } from '../desk/registrations/list-query.ts'
import { notice, page } from '../desk/render.tsx'
import { withSearch } from '../desk/searches/session-search.ts'
import { DESK_STAFF } from '../desk/roles.ts'
import { reviewDecisions } from '../my-registration/abstract-decision.ts'
import { setBadgeCategory } from './badge-category-handler.ts'
import { readBadgeWording } from './badge-content.ts'
import { badgesPdf, BADGE_LAYOUTS, type BadgeLayout } from './badge-pdf.ts'
import { badgeView } from './badge-rows.ts'
import { paidBadgeRow, paidBadgeRows } from './badges-store.ts'
import { badgeTokensOf } from './badge-tokens-of.ts'
import { BadgesPage } from './badges-page.tsx'

const layoutOf = (c: DeskContext): BadgeLayout => {
  const asked = c.req.query('layout') as BadgeLayout
  return BADGE_LAYOUTS.includes(asked) ? asked : 'a4'
}

/**
 * The list's filters from the URL (the search by its handle, for this session only), and their
 * URL form without the search (for the audit log).
 */
function filtersOf(c: DeskContext) {
  const query = withSearch(c, parseListQuery(c.req.query()))
  const params = queryParams(query, { page: 1, find: '' })
  for (const key of ['sort', 'dir', 'per']) params.delete(key)
  if (query.q) params.set('search', 'yes')
  return { query, logged: params.toString() }
}

async function sendBadges(c: DeskContext, name: string, rows: Parameters<typeof badgeView>[0][]) {
  const { deps, clock } = c.get('desk')
  const layout = layoutOf(c)
  const tokens = badgeTokensOf(deps)
  const decisions = reviewDecisions(deps.db)
  const views = rows.map((row) => badgeView(row, tokens, decisions))
  const bytes = await badgesPdf(views, await readBadgeWording(deps), layout)
  const day = clock().toISOString().slice(0, 10)
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${name}-${layout}-${day}.pdf"`,
    'Cache-Control': 'no-store',
  })
}

/** GET /desk/badges: how many badges the list's filters give, and the downloads (A4 or A6). */
export function showBadges(c: DeskContext) {
  const { deps, clock } = c.get('desk')
  const { query } = filtersOf(c)
  const count = paidBadgeRows(deps.db, query, clock()).length
  return page(c, 'Badges', <BadgesPage query={query} count={count} />)
}

/** GET /desk/badges.pdf: one badge per paid registration the filters match; audited with counts. */
export async function downloadBadges(c: DeskContext) {
  const { deps, clock } = c.get('desk')
  const { query, logged } = filtersOf(c)
  const rows = paidBadgeRows(deps.db, query, clock())
  if (!rows.length)
    return notice(c, 'No badges', 'No paid registration matches these filters.', { status: 404 })
  await audit(
    c,
    'badges.printed',
    `${rows.length} badges; layout=${layoutOf(c)}${logged ? `; ${logged}` : ''}`,
  )
  return sendBadges(c, 'badges', rows)
}

/** GET /desk/registrations/:id/badge.pdf: one registration's badge again (a reprint). */
export async function reprintBadge(c: DeskContext) {
  const id = /^\d{1,12}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : 0
  const row = paidBadgeRow(c.get('desk').deps.db, id)
  if (!row)
    return notice(c, 'No badge', 'Only a paid registration that is not cancelled has a badge.', {
      status: 404,
    })
  await audit(c, 'badge.reprinted', id)
  return sendBadges(c, `badge-${id}`, [row])
}

/** GET /desk/badges/public-key: what the check-in page needs to check badges offline. */
export function showBadgePublicKey(c: DeskContext) {
  return c.json(badgeTokensOf(c.get('desk').deps).publicKey)
}

/** The desk's badge endpoints: staff and the secretariat (docs/decisions/0076, 0077). */
export const BADGE_ENDPOINTS: DeskEndpoint[] = [
  { method: 'GET', path: '/badges', access: DESK_STAFF, handle: showBadges, nav: 'Badges' },
  { method: 'GET', path: '/badges.pdf', access: DESK_STAFF, handle: downloadBadges },
  {
    method: 'GET',
    path: '/registrations/:id/badge.pdf',
    access: DESK_STAFF,
    handle: reprintBadge,
  },
  {
    method: 'POST',
    path: '/registrations/:id/badge-category',
    access: DESK_STAFF,
    handle: setBadgeCategory,
  },
  { method: 'GET', path: '/badges/public-key', access: DESK_STAFF, handle: showBadgePublicKey },
]
