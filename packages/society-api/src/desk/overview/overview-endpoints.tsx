/** @jsxImportSource hono/jsx */
import type { DeskContext } from '../context.ts'
import type { DeskEndpoint } from '../endpoints.ts'
import { page } from '../render.tsx'
import { DESK_STAFF } from '../roles.ts'
import { Overview } from '../views/overview.tsx'
import { everyDay, moneyLines } from './overview-shape.ts'
import { readOverview } from './overview-store.ts'
import { doorCounts } from '../../check-in/check-in-store.ts'
import { DoorCounts } from '../../check-in/door-counts.tsx'

/** GET /desk/overview: counts only, no personal data, so staff see it too (docs/decisions/0068). */
export function showOverview(c: DeskContext) {
  const facts = readOverview(c.get('desk').deps.db, c.get('desk').clock())
  return page(
    c,
    'Overview',
    <>
      <DoorCounts counts={doorCounts(c.get('desk').deps.db)} />
      <Overview
        facts={facts}
        money={moneyLines(facts.received, facts.refunded)}
        days={everyDay(facts.perDay)}
      />
    </>,
    { scripts: ['/desk/assets/door-counts.js'] },
  )
}

/** The overview's endpoints (spread into DESK_ENDPOINTS). */
export const OVERVIEW_ENDPOINTS: DeskEndpoint[] = [
  { method: 'GET', path: '/overview', access: DESK_STAFF, handle: showOverview, nav: 'Overview' },
]
