/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx'

/**
 * A table's sideways-scrolling box on a phone. Focusable and named, so a keyboard can scroll it
 * when its rows hold no link (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: Child }) {
  return (
    <div class="scroll" tabindex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}
