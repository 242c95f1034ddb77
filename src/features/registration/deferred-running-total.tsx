import { lazy, Suspense, type ComponentProps } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

const RunningTotal = lazy(() =>
  import('./running-total').then((m) => ({ default: m.RunningTotal })),
)

/**
 * The running total follows the visitor's choices, which live in the browser: its code loads
 * once the form is interactive (keeping the route within its size budget), and the server
 * renders nothing for it. It sits below the form's last choices, out of the first screen.
 */
export function DeferredRunningTotal(props: ComponentProps<typeof RunningTotal>) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <RunningTotal {...props} />
    </Suspense>
  )
}
