import { defineConfig } from '@playwright/test'
import { launchOptionsFor, resolveChromium } from '#scripts/chromium'
import { DEFAULT_E2E_SITE_NOW, SHARED_E2E_CLOCKS, sharedClockPort } from './tests/e2e/default-clock'
import { bundleServers, serverCommand } from './tests/e2e/server-command'

// CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the Chromium of the @sparticuz/chromium
// devDependency, unpacked on first use (scripts/chromium.ts). The config is an ES module, so it
// may wait for that; each worker loads it again and finds the browser already unpacked.
const chromium = await resolveChromium()
if (!process.env.TEST_WORKER_INDEX)
  console.log(`Chromium (${chromium.source}): ${chromium.executablePath}`)
const port = Number(process.env.E2E_PORT ?? 4311)
// The servers the tests start, bundled once here (the runner's process; the workers inherit the
// result): ~3 CPU-seconds a start instead of ~8 under tsx (docs/decisions/0091).
if (!process.env.TEST_WORKER_INDEX) await bundleServers()
const serve = serverCommand('tests/e2e/serve.ts')

/** A browser-test server the runner starts and stops: its port and clock, its output shown or not. */
function testServer(serverPort: number, siteNow: string, stdout: 'pipe' | 'ignore') {
  return {
    command: [serve.command, ...serve.args].join(' '),
    url: `http://127.0.0.1:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(serverPort),
      SITE_NOW: siteNow,
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    stdout,
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The tests mostly wait (on the server, timers, the network): three share two cores well.
  workers: 3,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  // After every test: the server's log holds no personal data the tests typed.
  globalTeardown: './tests/e2e/no-personal-data-in-logs.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A registered service worker answers a page's requests before `page.route` sees them: the
    // tests that set a scene with routes need it out of the way. The offline tests allow it.
    serviceWorkers: 'block',
    // A trace is recorded only for a failed test's retry: recording one for every test (and
    // dropping it when it passes) cost ~17% of the suite's time (31 tests: 78 s -> 64 s, 2 runs).
    trace: 'on-first-retry',
    launchOptions: launchOptionsFor(chromium, ['--disable-quic', '--no-first-run']),
  },
  // The default server, and one for each clock several spec files share (default-clock.ts).
  // The default one's clock stands in the registration period (before the conference), so forms
  // and payments can be tried; tests/e2e/dates-*.spec.ts start servers at other dates, and one
  // on the real clock.
  webServer: [
    testServer(port, DEFAULT_E2E_SITE_NOW, 'pipe'),
    ...SHARED_E2E_CLOCKS.map((siteNow) => testServer(sharedClockPort(siteNow)!, siteNow, 'ignore')),
  ],
})
