import { defineConfig } from '@playwright/test'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install Debian's: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  )
}
const port = Number(process.env.E2E_PORT ?? 4311)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The tests mostly wait (on the server, timers, the network): three share two cores well.
  workers: 3,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      // The default server's clock stands in the registration period (before the conference),
      // so forms and payments can be tried; tests/e2e/dates-*.spec.ts start servers at other
      // dates, and one on the real clock.
      SITE_NOW: process.env.E2E_SITE_NOW ?? '2025-10-20T10:00:00Z',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
    stdout: 'pipe',
  },
})
