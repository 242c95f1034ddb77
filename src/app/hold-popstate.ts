/**
 * Back and Forward wait for the page's code (docs/decisions/0057). React renders a navigation that starts in
 * a `popstate` event at once, to let the browser restore the place, so if the page's module has
 * not loaded yet (a document loaded from history, stepping into entries it never showed), React
 * shows the loading state, an empty page, and the place is lost on a page that is not there yet.
 * This listener, added before the router's, holds such a `popstate` back from the router until
 * the module has loaded, then hands the router the same event again: the page then renders at
 * once, and its place is restored.
 */
export function holdPopstateUntilLoaded(route: {
  isLoaded(pathname: string): boolean
  load(pathname: string): Promise<unknown>
}): void {
  let replaying = false
  window.addEventListener('popstate', (event) => {
    if (replaying) return
    const { pathname } = window.location
    if (route.isLoaded(pathname)) return
    event.stopImmediatePropagation()
    const handOn = () => {
      // A later step (Back again) has its own event.
      if (window.location.pathname !== pathname) return
      replaying = true
      try {
        window.dispatchEvent(new PopStateEvent('popstate', { state: event.state as unknown }))
      } finally {
        replaying = false
      }
    }
    // A failed load reloads the page (route-modules.tsx); the router gets the event anyway.
    route.load(pathname).then(handOn, handOn)
  })
}
