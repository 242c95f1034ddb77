/**
 * The default browser-test server's clock (playwright.config.ts): the registration period, so forms
 * and payments can be tried. A test that needs this clock uses that server instead of starting one
 * (`useDatedServer` in dates-server.ts).
 */
export const DEFAULT_E2E_SITE_NOW = process.env.E2E_SITE_NOW ?? '2025-10-20T10:00:00Z'
