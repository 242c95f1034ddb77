import { readSocietyConfig, type SocietyConfig } from './config.ts'

/** The site's origin in API tests (the config's SITE_URL). */
export const ORIGIN = 'http://127.0.0.1:4321'
/** The key the tests' Paystack stand-in and service share. */
export const TEST_PAYSTACK_KEY = 'sk_test_society_api_unit_tests'
const TEST_RECEIPT_SECRET = 'receipt-links-in-unit-tests-0123456789abcdef'

/** The configuration a standalone service would read, for a test (rate limits out of the way). */
export function testConfig(dataDir: string, overrides: Partial<SocietyConfig> = {}): SocietyConfig {
  return {
    ...readSocietyConfig({
      DATA_DIR: dataDir,
      SITE_URL: ORIGIN,
      SOCIETY_API_PUBLIC_URL: ORIGIN,
      SANITY_PROJECT_ID: 'test',
      PAYSTACK_BASE_URL: `${ORIGIN}/_paystack`,
      PAYSTACK_SECRET_KEY: TEST_PAYSTACK_KEY,
      RECEIPT_LINK_SECRET: TEST_RECEIPT_SECRET,
      RATE_LIMIT_MAX: '100000',
      RECONCILE_EVERY_SECONDS: '0',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '2',
      MAIL_FROM: 'IUMRS-ICAM 2025 <noreply@amrs-ug.test>',
      MAIL_POLL_SECONDS: '0',
    }),
    ...overrides,
  }
}
