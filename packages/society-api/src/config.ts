import { randomBytes } from 'node:crypto'
import path from 'node:path'
import * as z from 'zod/mini'

/**
 * Everything the society API reads from its environment, parsed once
 * (docs/deploy-society-api.md, Environment). Standalone (`npm run society-api`) it refuses to
 * start with one message naming every missing or wrong variable; in the site's process
 * (`npm start`) the site gives what it knows and the rest has local defaults.
 */
export interface SocietyConfig {
  port: number
  host: string
  /** `DATA_DIR`: the database file and the uploaded abstracts. */
  dataDir: string
  /** `SITE_URL`: the site's public origin: trusted for writes; payments return to its verification page. */
  siteUrl: string
  /** `SOCIETY_API_PUBLIC_URL`: the service's own public origin (receipt links are built on it). */
  publicUrl: string
  /** `API_ALLOWED_ORIGINS`: other origins whose pages may call the state-changing endpoints (CORS). */
  allowedOrigins: string[]
  /** `BODY_LIMIT_BYTES`: the largest request body any route reads. */
  bodyLimitBytes: number
  /** `RATE_LIMIT_MAX` requests per client address and endpoint group in `RATE_LIMIT_WINDOW_SECONDS`. */
  rateLimit: { max: number; windowMs: number }
  /** `TRUST_PROXY=1`: the client address is the last X-Forwarded-For hop (behind one reverse proxy). */
  trustProxy: boolean
  /** `SOCIETY_API_RELAY_KEY`: the site's server sends it with the visitor's address of a relayed form. */
  relayKey: string | null
  /** `SITE_NOW`: a fixed clock (ISO date-time) for local and test runs; null = real time. */
  siteNow: string | null
  /** Content (fees, the registration window, the society's name and address): null = given in process. */
  content: SanityContentConfig | null
  paystack: {
    /** `PAYSTACK_BASE_URL`: Paystack's API (its stand-in locally and in tests). */
    baseUrl: string
    /** `PAYSTACK_SECRET_KEY`: authenticates our calls and signs the webhooks. */
    secretKey: string
    /** `PAYSTACK_TIMEOUT_MS`: how long a call to the provider may take. */
    timeoutMs: number
  }
  receipts: {
    /** `RECEIPT_LINK_SECRET`: signs receipt links (HMAC). */
    secret: string
    /** `RECEIPT_LINK_DAYS`: how long a receipt link works. */
    linkDays: number
  }
  reconcile: {
    /** `RECONCILE_EVERY_SECONDS`: how often pending payments are verified again (0 = never). */
    everyMs: number
    /** `PAYMENT_ABANDON_AFTER_MINUTES`: a payment still not paid after this long is abandoned. */
    abandonAfterMs: number
  }
}

export interface SanityContentConfig {
  projectId: string
  dataset: string
  apiVersion: string
  /** `SANITY_API_HOST`: an API origin of our own (the local site's lake, a proxy). */
  apiHost: string | null
}

/** What the site's server gives a service it runs in its own process. */
export interface InProcessBase {
  dataDir: string
  siteUrl: string
  allowedOrigins: string[]
  bodyLimitBytes: number
  rateLimit: { max: number; windowMs: number }
  trustProxy: boolean
  siteNow: string | null
}

/** The configuration is unusable: the message lists every problem (the command prints it, exit 1). */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** The key the local stand-in of Paystack and the service share when none is set (local mode only). */
export const LOCAL_PAYSTACK_KEY = 'sk_test_local_paystack_stand_in'

/** Room for the 1 MB abstract plus the registration fields and multipart framing. */
const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024 + 64 * 1024

const list = (value: string) =>
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

const envSchema = z.object({
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
})

const PAYSTACK_API = 'https://api.paystack.co'

/** An empty variable counts as unset (as in a `.env` file with `NAME=`). */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]),
  )
}

/** One line per problem, naming the variable and never its value. */
function issueLines(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => `  ✖ ${issue.path.join('.')} is wrong: ${issue.message}`)
}

/**
 * The service's configuration from its environment. Standalone (no `inProcess`), what has no
 * safe default must be set: `SITE_URL`, `SOCIETY_API_PUBLIC_URL`, `SANITY_PROJECT_ID`,
 * `PAYSTACK_SECRET_KEY`, `RECEIPT_LINK_SECRET`. In the site's process the site's own settings
 * stand in, Paystack's local stand-in on the site (`/_paystack`) and a per-process receipt key.
 */
export function readSocietyConfig(
  env: NodeJS.ProcessEnv = process.env,
  inProcess?: InProcessBase,
): SocietyConfig {
  const raw = withoutEmpty(env)
  const parsed = envSchema.safeParse(raw)
  const problems = parsed.success ? [] : issueLines(parsed.error)
  const need = (name: string, what: string) => {
    if (!raw[name] && !problems.some((line) => line.includes(` ${name} `)))
      problems.push(`  ✖ ${name} is missing: ${what}`)
  }
  if (!inProcess) {
    need('SITE_URL', "the site's public origin (https): trusted for writes, payments return to it")
    need('SOCIETY_API_PUBLIC_URL', "this service's public origin (https): receipt links")
    need('SANITY_PROJECT_ID', 'the Sanity project that holds fees and the society’s details')
    need('PAYSTACK_SECRET_KEY', "Paystack's secret key (sk_live_… or sk_test_…)")
    need('RECEIPT_LINK_SECRET', 'a random secret of 32+ characters that signs receipt links')
  }
  const paystackBase = raw.PAYSTACK_BASE_URL ?? (inProcess ? null : PAYSTACK_API)
  if (
    paystackBase &&
    new URL(paystackBase).origin === PAYSTACK_API &&
    raw.PAYSTACK_SECRET_KEY &&
    !/^sk_(live|test)_/.test(raw.PAYSTACK_SECRET_KEY)
  )
    problems.push(
      "  ✖ PAYSTACK_SECRET_KEY is wrong: Paystack's secret keys start sk_live_ or sk_test_",
    )
  if (!parsed.success || problems.length)
    throw new ConfigError(`The society API refuses to start:\n${problems.join('\n')}`)

  const e = parsed.data
  const siteUrl = inProcess?.siteUrl ?? e.SITE_URL ?? ''
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: inProcess?.dataDir ?? path.resolve(e.DATA_DIR),
    siteUrl,
    publicUrl: e.SOCIETY_API_PUBLIC_URL ?? siteUrl,
    allowedOrigins: inProcess?.allowedOrigins ?? list(e.API_ALLOWED_ORIGINS),
    bodyLimitBytes: inProcess?.bodyLimitBytes ?? e.BODY_LIMIT_BYTES,
    rateLimit: inProcess?.rateLimit ?? {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    trustProxy: inProcess?.trustProxy ?? e.TRUST_PROXY,
    relayKey: e.SOCIETY_API_RELAY_KEY ?? null,
    siteNow: inProcess ? inProcess.siteNow : e.SITE_NOW ? new Date(e.SITE_NOW).toISOString() : null,
    content:
      inProcess || !e.SANITY_PROJECT_ID
        ? null
        : {
            projectId: e.SANITY_PROJECT_ID,
            dataset: e.SANITY_DATASET,
            apiVersion: e.SANITY_API_VERSION,
            apiHost: e.SANITY_API_HOST ?? null,
          },
    paystack: {
      baseUrl: (paystackBase ?? `${siteUrl}/_paystack`).replace(/\/+$/, ''),
      secretKey: e.PAYSTACK_SECRET_KEY ?? LOCAL_PAYSTACK_KEY,
      timeoutMs: e.PAYSTACK_TIMEOUT_MS,
    },
    receipts: {
      secret: e.RECEIPT_LINK_SECRET ?? randomBytes(32).toString('base64url'),
      linkDays: e.RECEIPT_LINK_DAYS,
    },
    reconcile: {
      everyMs: e.RECONCILE_EVERY_SECONDS * 1000,
      abandonAfterMs: e.PAYMENT_ABANDON_AFTER_MINUTES * 60_000,
    },
  }
}
