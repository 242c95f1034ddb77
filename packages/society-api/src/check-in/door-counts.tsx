/** @jsxImportSource hono/jsx */
import type { doorCounts } from './check-in-store.ts'

/**
 * The overview's live counts at the door (docs/decisions/0081): rendered with the page, then
 * kept current by /desk/assets/door-counts.js (it asks /desk/check-in/counts every 5 s).
 */
export function DoorCounts({ counts }: { counts: ReturnType<typeof doorCounts> }) {
  return (
    <section class="count-table" aria-labelledby="door-counts" data-door-counts>
      <h2 id="door-counts">At the door</h2>
      <dl class="door-counts">
        <dt>Checked in</dt>
        <dd data-count="checkedIn">{counts.checkedIn}</dd>
        <dt>Paid</dt>
        <dd data-count="paid">{counts.paid}</dd>
        <dt>Registered</dt>
        <dd data-count="registered">{counts.registered}</dd>
      </dl>
    </section>
  )
}
