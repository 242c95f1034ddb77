import { act, Profiler, type ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

export interface Hydrated {
  container: HTMLElement
  /** Renders React committed after the hydration itself (a second render at start). */
  updates: () => number
  unmount: () => void
}

/**
 * Renders `element` to HTML as the server does, then hydrates that HTML as the browser does, and
 * counts what React renders afterwards without anything having happened: on a phone, each such
 * render is a long task while the visitor starts to read or type
 * (docs/decisions/0107-hydration-that-fits-a-phone.md).
 */
export async function hydrateAndCount(element: ReactElement): Promise<Hydrated> {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  let updates = 0
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(
      container,
      <Profiler id="page" onRender={(_id, phase) => void (phase === 'mount' || updates++)}>
        {element}
      </Profiler>,
    )
  })
  // Effects, and what they scheduled, have run.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return {
    container,
    updates: () => updates,
    unmount: () => {
      act(() => root?.unmount())
      container.remove()
    },
  }
}
