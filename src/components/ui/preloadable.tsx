import { use, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'

const noSubscription = () => () => {}

/** The server's loads of every preloadable module, so a render can wait for all of them. */
const serverLoads = new Set<Promise<unknown>>()

/**
 * Resolves once the code of every preloadable the server has met is there (including any a
 * loaded module declared in turn). The server awaits it before it renders: a render that met a
 * load still in flight (a busy server just after it started) would leave a Suspense boundary to
 * the browser, and a visitor without JavaScript would get a page without that part.
 */
export async function preloadablesLoaded(): Promise<void> {
  let seen: number
  do {
    seen = serverLoads.size
    await Promise.allSettled(serverLoads)
  } while (serverLoads.size !== seen)
}

/**
 * A component whose code loads on demand, like `React.lazy`, except that the server has it
 * loaded before it renders (the load starts when the module is evaluated, and the render awaits
 * `preloadablesLoaded()`), so the server's HTML holds it. In the browser its code loads when it
 * first renders: while the page hydrates it suspends, and in a Suspense boundary React keeps the
 * server's HTML until the code is there; on a page the browser renders itself it shows nothing
 * until then. Once loaded it renders at once;
 * `preload()` starts the load ahead of the first render (e.g. when the action that shows it begins).
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload(): Promise<unknown> } {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component
      return component
    }))
  if (import.meta.env.SSR) serverLoads.add(preload())
  // What to render: the code once it is here; without it, while React hydrates the server's
  // HTML, wait for it (suspend: React keeps the HTML); else nothing until it arrives. Read as an
  // external value whose server side is "loaded" too once the code is here, so a part that
  // hydrated with its code renders once, not again right after hydration
  // (docs/decisions/0107-hydration-that-fits-a-phone.md).
  const clientState = () => (loaded ? 'loaded' : 'client')
  const serverState = () => (loaded ? 'loaded' : 'hydrating')
  function Preloadable(props: P) {
    const state = useSyncExternalStore(noSubscription, clientState, serverState)
    const [, arrived] = useState(false)
    useEffect(() => {
      if (loaded) return
      let current = true
      void preload().then(() => {
        if (current) arrived(true)
      })
      return () => {
        current = false
      }
    }, [])
    const Loaded = loaded ?? (state === 'client' ? null : use(preload()))
    return Loaded ? <Loaded {...props} /> : null
  }
  return Object.assign(Preloadable, { preload })
}
