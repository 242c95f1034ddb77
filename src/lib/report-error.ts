import { CLIENT_ERRORS_PATH, clientErrorReport } from '@amrs/shared/client-errors'
import { notFoundRoute, routeForPath } from '@amrs/shared/routes'

/** At most this many reports from one page load (a render loop must not flood the server). */
const MAX_REPORTS = 5
const sent = new Set<string>()

/** The build's id: the name of the entry script the page's loader starts (its hash names the build). */
function buildId(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry
  return entry?.split('/').pop()?.replace(/\.js$/, '') ?? 'unbuilt'
}

/**
 * Sends an error that reached an error boundary to the site's server, which logs it
 * (`@amrs/shared/client-errors`: message, the top of the stack, the route's id, the build's
 * id; no address, query string or form value). Each distinct error once per page load; a failed
 * send is dropped.
 */
export function reportClientError(error: unknown): void {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return
  const routeId = (routeForPath(window.location.pathname) ?? notFoundRoute).id
  const report = clientErrorReport(error, { routeId, buildId: buildId() })
  const key = `${report.routeId} ${report.message}`
  if (sent.has(key) || sent.size >= MAX_REPORTS) return
  sent.add(key)
  void fetch(CLIENT_ERRORS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {})
}
