import { Suspense, type ComponentProps } from 'react'
import { preloadable } from '@/components/ui/preloadable'
import type { RunningTotal as Total } from './running-total'

const RunningTotal = preloadable<ComponentProps<typeof Total>>(() =>
  import('./running-total').then((m) => m.RunningTotal),
)

/**
 * The running total of the visitor's choices. The server renders it (so without scripts it is
 * there, and on the answer to a posted form it adds up what was posted); in the browser its code
 * loads as the form hydrates (keeping the route within its size budget), and until then the
 * server's HTML stays. It sits below the form's last choices, out of the first screen.
 */
export function DeferredRunningTotal(props: ComponentProps<typeof Total>) {
  return (
    <Suspense fallback={null}>
      <RunningTotal {...props} />
    </Suspense>
  )
}
