/**
 * The default browser-test server's clock (playwright.config.ts): the registration period, so forms
 * and payments can be tried. A test that needs this clock uses that server instead of starting one
 * (`useDatedServer` in dates-server.ts).
 */
export const DEFAULT_E2E_SITE_NOW = process.env.E2E_SITE_NOW ?? '2025-10-20T10:00:00Z'

/**
 * Clocks that more than one spec file needs: the runner starts one server for each beside the
 * default one (playwright.config.ts `webServer`), on the ports after the default's, and
 * `useDatedServer` hands it out instead of starting a server per file (about 4 CPU-seconds and
 * 10 s of a worker each). Tests on them only read, or write rows of their own.
 */
export const SHARED_E2E_CLOCKS = [
  /** The conference over (midnight after its last day): after-event, checker-polish, dates-after, phase-table. */
  '2025-12-13T00:00:00Z',
  /** Wednesday 10 December, 10:35 in Accra, sessions running: programme-now, phase-table. */
  '2025-12-10T10:35:00Z',
] as const

/** The default server's port. */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 4311)

/** The port of the shared server at `siteNow`, or null when that clock has none. */
export function sharedClockPort(siteNow: string | null): number | null {
  const index = (SHARED_E2E_CLOCKS as readonly (string | null)[]).indexOf(siteNow)
  return index === -1 ? null : e2ePort() + 1 + index
}
