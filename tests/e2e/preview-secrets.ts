/**
 * The browser-test server's preview settings (tests/e2e/serve.ts sets them): the secret that
 * turns preview on, and the lake's read token, which no answer to a browser may contain.
 */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-2f9c1a7d'
export const E2E_LAKE_READ_TOKEN = 'e2e-lake-read-token-8b3e6d04c1'
