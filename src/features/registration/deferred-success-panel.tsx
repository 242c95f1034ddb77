import { Suspense, type ComponentProps } from 'react'
import { preloadable } from '@/components/ui/preloadable'
import type { SuccessPanel as Panel } from './success-panel'

const SuccessPanel = preloadable<ComponentProps<typeof Panel>>(() =>
  import('./success-panel').then((m) => m.SuccessPanel),
)

/**
 * "Registration Successful!" with Make Payment. The server renders it (the answer to the form
 * posted without scripts holds it whole); in the browser its code, with the payment start's, loads
 * as the page hydrates or when a registration is stored, keeping the form's route within its size
 * budget. Until then the server's HTML stays.
 */
export function DeferredSuccessPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <SuccessPanel {...props} />
    </Suspense>
  )
}

/** Starts loading the panel's code (when the form is sent), so it shows the moment the
 *  registration is stored. */
export const preloadSuccessPanel = (): Promise<unknown> => SuccessPanel.preload().catch(() => null)
