import * as z from 'zod/mini'
import { parseBadgeSigningKey } from './badges/badge-key.ts'

/**
 * The society API's environment variables and their rules (./config.ts turns them into the
 * configuration). Messages name a variable and never a secret's value.
 */
/** Room for the 1 MB abstract plus the registration fields and multipart framing. */
const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024 + 64 * 1024

export const list = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or http on a loopback host (tests, a local proxy). */
function secureOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
  } catch {
    return false
  }
}

const origin = z.pipe(
  z.url({ protocol: /^https?$/ }).check(
    z.refine((value) => new URL(value).origin === value.replace(/\/$/, ''), {
      error: (issue) => `${String(issue.input)} is not an origin (scheme://host[:port])`,
    }),
    z.refine(secureOrigin, 'https, or http on a loopback host'),
  ),
  z.transform((value: string) => new URL(value).origin),
)
const int = (fallback: number, min: number, max: number) =>
  z._default(
    z.coerce.number().check(z.refine(Number.isInteger, 'a whole number'), z.gte(min), z.lte(max)),
    fallback,
  )
/** A secret: its value never appears in a message. */
const secret = (min: number) =>
  z.string().check(z.minLength(min, { error: () => `at least ${min} characters` }))

/** `Name <address@domain>` or a bare address. */
const mailbox = z
  .string()
  .check(
    z.regex(
      /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
      'an address, or Name <address>',
    ),
  )

export const envSchema = z.object({
  PORT: int(4180, 0, 65535),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATA_DIR: z._default(z.string(), '.data'),
  SITE_URL: z.optional(origin),
  SOCIETY_API_PUBLIC_URL: z.optional(origin),
  API_ALLOWED_ORIGINS: z._default(z.string(), ''),
  BODY_LIMIT_BYTES: int(DEFAULT_BODY_LIMIT_BYTES, 1024, 64 * 1024 * 1024),
  RATE_LIMIT_MAX: int(30, 1, 1_000_000),
  RATE_LIMIT_WINDOW_SECONDS: int(60, 1, 86_400),
  TRUST_PROXY: z._default(z.stringbool(), false),
  SOCIETY_API_RELAY_KEY: z.optional(secret(16)),
  SITE_NOW: z.optional(
    z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO date-time')),
  ),
  SANITY_PROJECT_ID: z.optional(
    z.string().check(z.regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')),
  ),
  SANITY_DATASET: z._default(
    z.string().check(z.regex(/^[a-z0-9_-]+$/, 'lowercase letters, digits, _ and -')),
    'production',
  ),
  SANITY_API_VERSION: z._default(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2025-01-01')),
    '2025-01-01',
  ),
  SANITY_API_HOST: z.optional(origin),
  /** A Sanity token with write access (Editor): talk drafts from accepted abstracts. */
  SANITY_WRITE_TOKEN: z.optional(secret(16)),
  PAYSTACK_BASE_URL: z.optional(
    z
      .url({ protocol: /^https?$/ })
      .check(z.refine(secureOrigin, 'https, or http on a loopback host')),
  ),
  PAYSTACK_SECRET_KEY: z.optional(secret(16)),
  PAYSTACK_TIMEOUT_MS: int(8_000, 500, 60_000),
  RECEIPT_LINK_SECRET: z.optional(secret(32)),
  RECEIPT_LINK_DAYS: int(30, 1, 3_650),
  RECONCILE_EVERY_SECONDS: int(300, 0, 86_400),
  PAYMENT_ABANDON_AFTER_MINUTES: int(60, 1, 60 * 24 * 30),
  SMTP_HOST: z.optional(z.string().check(z.minLength(1))),
  SMTP_PORT: int(587, 1, 65535),
  SMTP_SECURE: z._default(z.stringbool(), false),
  SMTP_USER: z.optional(z.string()),
  SMTP_PASSWORD: z.optional(z.string()),
  MAIL_FROM: z.optional(mailbox),
  MAIL_REPLY_TO: z.optional(mailbox),
  DKIM_DOMAIN: z.optional(
    z.string().check(z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'a domain name like amrs-ug.org')),
  ),
  DKIM_SELECTOR: z.optional(z.string().check(z.regex(/^[a-z0-9._-]+$/i, 'a DNS label'))),
  DKIM_PRIVATE_KEY: z.optional(
    z.string().check(z.refine((v) => v.includes('PRIVATE KEY'), 'a PEM private key')),
  ),
  MAIL_POLL_SECONDS: int(5, 0, 3_600),
  NEWSLETTER_POLL_SECONDS: int(300, 0, 86_400),
  SANITY_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(16, 'at least 16 characters'))),
  MAIL_BOUNCE_SECRET: z.optional(z.string().check(z.minLength(32, 'at least 32 characters'))),
  DESK_IDLE_MINUTES: int(30, 1, 24 * 60),
  DESK_SESSION_HOURS: int(12, 1, 24 * 30),
  DESK_INVITATION_HOURS: int(72, 1, 24 * 30),
  DESK_RP_ID: z.optional(z.string().check(z.regex(/^[a-z0-9.-]+$/, 'a host name'))),
  DESK_SIGN_IN_SLOW_AFTER: int(3, 1, 1000),
  DESK_SIGN_IN_REFUSE_AFTER: int(10, 1, 1000),
  DESK_SIGN_IN_WINDOW_MINUTES: int(15, 1, 24 * 60),
  DESK_SIGN_IN_DELAY_MS: int(1000, 0, 30_000),
  ABSTRACT_RETENTION_MONTHS: int(6, 0, 120),
  PASSPORT_KEY: z.optional(
    z
      .string()
      .check(
        z.refine(
          (v) => Buffer.from(v, 'base64').length === 32,
          '32 random bytes in base64 (openssl rand -base64 32)',
        ),
      ),
  ),
  BADGE_SIGNING_KEY: z.optional(
    z.string().check(
      z.refine((v) => {
        try {
          parseBadgeSigningKey(v)
          return true
        } catch {
          return false
        }
      }, 'an Ed25519 private key: PEM, or PEM or DER in base64 (openssl genpkey -algorithm ed25519)'),
    ),
  ),
  VISA_LETTER_APPROVAL: z._default(z.enum(['manual', 'auto']), 'manual'),
  VISA_LETTERS_FOR_ACCEPTED: z._default(z.stringbool(), false),
})

export const PAYSTACK_API = 'https://api.paystack.co'

/** An empty variable counts as unset (as in a `.env` file with `NAME=`). */
export function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]),
  )
}

/** One line per problem, naming the variable and never its value. */
export function issueLines(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => `  ✖ ${issue.path.join('.')} is wrong: ${issue.message}`)
}
