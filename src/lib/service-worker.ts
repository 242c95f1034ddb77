let registered = false

/**
 * Registers the site's service worker (docs/decisions/0048-offline-programme.md) once a
 * conference page is interactive (the conference layout calls it from an effect) and the browser
 * is idle, so it costs the first paint and hydration nothing, and the society's visitors do not
 * download what delegates keep for the venue. Only built sites have one (`/service-worker.js`);
 * the dev server does not.
 */
export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
  registered = true
  const register = () => {
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch(() => {
      // Private windows and some embedded browsers refuse; the site works without it.
    })
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 })
  else setTimeout(register, 2000)
}
