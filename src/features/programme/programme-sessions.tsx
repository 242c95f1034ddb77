import { memo } from 'react'
import { useMediaQuery } from '@/components/ui/use-media-query'
import { useHydrated } from '@/lib/use-hydrated'
import type { FilteredSession } from './programme-filter.rules'
import { ProgrammeGridView } from './programme-grid-view'
import { ProgrammeListView } from './programme-list-view'
import type { SessionMarks } from './session-card'
import styles from './programme.module.css'

/** Where the grid replaces the list on screen (as in programme.module.css). */
const WIDE = '(min-width: 1024px)'

/** An element whose children React leaves as the server wrote them (it hydrates none of them). */
const AS_SERVED = { __html: '' }

const isWide = () => typeof window !== 'undefined' && !!window.matchMedia?.(WIDE).matches

/**
 * A day's sessions twice: as a grid (from 1024 px) and as a list (narrower, and on paper); CSS
 * shows one. The server's HTML holds both. On a phone React hydrates the list only and leaves
 * the hidden grid as served (half a busy day's elements, and most of its hydration), then drops
 * it; a wider screen hydrates both. Once hydrated, a filter re-renders the views on screen. The
 * list stays everywhere: it is what prints.
 */
export const ProgrammeSessions = memo(function ProgrammeSessions({
  sessions,
  dayLabel,
  marks,
}: {
  sessions: FilteredSession[]
  dayLabel: string
  marks: SessionMarks
}) {
  const hydrated = useHydrated()
  const wide = useMediaQuery(WIDE)
  // In the browser, while React takes over the server's HTML: is the grid off screen?
  const servedGridOffScreen = !hydrated && typeof window !== 'undefined' && !isWide()
  return (
    <section aria-labelledby="sessions-title" className={styles.sessions}>
      <h2 id="sessions-title" className="visually-hidden">
        Sessions on {dayLabel}
      </h2>
      {servedGridOffScreen ? (
        <div
          key="served-grid"
          className={styles.onlyWide}
          dangerouslySetInnerHTML={AS_SERVED}
          suppressHydrationWarning
        />
      ) : (
        (wide || !hydrated) && (
          <div key="grid" className={styles.onlyWide}>
            <ProgrammeGridView sessions={sessions} dayLabel={dayLabel} marks={marks} />
          </div>
        )
      )}
      <div className={styles.onlyNarrow}>
        <ProgrammeListView sessions={sessions} marks={marks} />
      </div>
    </section>
  )
})
