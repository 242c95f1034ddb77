import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as z from 'zod/mini'
import { envSchema } from '@amrs/shared/env.schema'
import type { ServerConfig } from './server-config.ts'

/** The configuration is unusable: the message lists every problem (main.ts prints it, exit 1). */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Room for the 1 MB abstract plus the registration fields and multipart framing. */
const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024 + 64 * 1024

const list = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)

const origin = z.pipe(
  z.url({ protocol: /^https?$/ }).check(
    z.refine((value) => new URL(value).origin === value.replace(/\/$/, ''), {
      error: (issue) => `${String(issue.input)} is not an origin (scheme://host[:port])`,
    }),
  ),
  z.transform((value: string) => new URL(value).origin),
)
const originList = z.pipe(z.pipe(z._default(z.string(), ''), z.transform(list)), z.array(origin))
/** A CSP source expression (`https://cdn.sanity.io`, `https://*.sanity.io`). */
const cspSourceList = z.pipe(
  z.pipe(z._default(z.string(), ''), z.transform(list)),
  z.array(
    z.string().check(z.regex(/^[^\s;,'"]+$/, 'a CSP source such as https://cdn.example.com')),
  ),
)
const dir = (fallback: string) =>
  z.pipe(
    z._default(z.string(), fallback),
    z.transform((value: string) => path.resolve(root, value)),
  )
const int = (fallback: number, min: number, max: number) =>
  z._default(
    z.coerce.number().check(z.refine(Number.isInteger, 'a whole number'), z.gte(min), z.lte(max)),
    fallback,
  )

const serverEnvSchema = z.extend(
  z.pick(envSchema, {
    VITE_SANITY_PROJECT_ID: true,
    VITE_SANITY_DATASET: true,
    VITE_SANITY_API_VERSION: true,
    VITE_PAYMENT_HOSTS: true,
    VITE_SOCIETY_API_URL: true,
  }),
  {
    SITE_MODE: z._default(z.enum(['local', 'production']), 'local'),
    SANITY_API_HOST: z.optional(origin),
    SANITY_API_READ_TOKEN: z.optional(z.string()),
    SOCIETY_API_TIMEOUT_MS: int(10_000, 100, 120_000),
    SOCIETY_API_RELAY_KEY: z.optional(z.string()),
    PORT: int(4173, 0, 65535),
    HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
    DIST_DIR: dir('dist'),
    SEED_DIR: dir('studio/seed'),
    DATA_DIR: dir('.data'),
    CSP_CONNECT_ORIGINS: cspSourceList,
    CSP_IMAGE_ORIGINS: cspSourceList,
    MAP_EMBED_ORIGIN: z._default(origin, 'https://www.google.com'),
    SITE_NOW: z.pipe(
      z.optional(
        z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO date-time')),
      ),
      z.transform((value: string | undefined) => (value ? new Date(value).toISOString() : null)),
    ),
    SITE_URL: z.optional(origin),
    API_ALLOWED_ORIGINS: originList,
    BODY_LIMIT_BYTES: int(DEFAULT_BODY_LIMIT_BYTES, 1024, 64 * 1024 * 1024),
    RATE_LIMIT_MAX: int(30, 1, 1_000_000),
    RATE_LIMIT_WINDOW_SECONDS: int(60, 1, 86_400),
    TRUST_PROXY: z._default(z.stringbool(), false),
    PREVIEW_SECRET: z.optional(z.string().check(z.minLength(16, 'at least 16 characters'))),
    SANITY_STUDIO_URL: z._default(
      z.pipe(
        z.url({ protocol: /^https?$/ }),
        z.transform((value: string) => value.replace(/\/+$/, '')),
      ),
      'http://localhost:3333',
    ),
  },
)

/** An empty variable counts as unset (as in a `.env` file with `NAME=`). */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]),
  )
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const raw = withoutEmpty(env)
  const parsed = serverEnvSchema.safeParse(raw)
  const problems = parsed.success ? [] : [z.prettifyError(parsed.error)]
  if (raw.SITE_MODE === 'production') problems.push(...productionProblems(raw))
  if (!parsed.success || problems.length)
    throw new ConfigError(
      `${raw.SITE_MODE === 'production' ? 'Production mode refuses to start' : 'Invalid server configuration'}:\n${problems.join('\n')}`,
    )
  const e = parsed.data
  const visibleHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST
  return {
    port: e.PORT,
    host: e.HOST,
    distDir: e.DIST_DIR,
    seedDir: e.SEED_DIR,
    dataDir: e.DATA_DIR,
    projectId: e.VITE_SANITY_PROJECT_ID || 'local',
    dataset: e.VITE_SANITY_DATASET,
    apiVersion: e.VITE_SANITY_API_VERSION,
    extraConnectOrigins: e.CSP_CONNECT_ORIGINS,
    extraImageOrigins: e.CSP_IMAGE_ORIGINS,
    mapOrigin: e.MAP_EMBED_ORIGIN,
    siteNow: e.SITE_NOW,
    siteUrl:
      e.SITE_URL ??
      new URL(`http://${visibleHost.includes(':') ? `[${visibleHost}]` : visibleHost}:${e.PORT}`)
        .origin,
    allowedOrigins: e.API_ALLOWED_ORIGINS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    trustProxy: e.TRUST_PROXY,
    paymentHosts: list(e.VITE_PAYMENT_HOSTS.toLowerCase()),
    mode: e.SITE_MODE,
    sanityApiHost: e.SANITY_API_HOST ?? null,
    sanityReadToken: e.SANITY_API_READ_TOKEN ?? null,
    societyApiUrl: e.VITE_SOCIETY_API_URL.replace(/\/$/, ''),
    societyApiTimeoutMs: e.SOCIETY_API_TIMEOUT_MS,
    societyRelayKey: e.SOCIETY_API_RELAY_KEY ?? null,
    previewSecret: e.PREVIEW_SECRET ?? null,
    studioUrl: e.SANITY_STUDIO_URL,
  }
}

/** Loopback hosts: a test or a proxy on the same machine, never a public address. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or http on a loopback host (tests, a local proxy). */
function secureUrl(value: string | undefined): boolean {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
  } catch {
    return false
  }
}

/**
 * What production mode needs set on purpose (no local default may stand in for it), as one
 * line each: the site's https origin, the Sanity project, dataset and API version, and the
 * society API's absolute URL.
 */
export function productionProblems(raw: Record<string, string>): string[] {
  const problems: string[] = []
  const need = (name: string, ok: boolean, what: string) => {
    if (!ok) problems.push(`  ✖ ${name} ${raw[name] ? `is wrong: ${what}` : `is missing: ${what}`}`)
  }
  need('SITE_URL', secureUrl(raw.SITE_URL), "the site's public https origin")
  need(
    'VITE_SANITY_PROJECT_ID',
    /^[a-z0-9-]+$/.test(raw.VITE_SANITY_PROJECT_ID ?? ''),
    'the Sanity project id',
  )
  need('VITE_SANITY_DATASET', /^[a-z0-9_-]+$/.test(raw.VITE_SANITY_DATASET ?? ''), 'the dataset')
  need(
    'VITE_SANITY_API_VERSION',
    /^\d{4}-\d{2}-\d{2}$/.test(raw.VITE_SANITY_API_VERSION ?? ''),
    'the API version, a date like 2025-01-01',
  )
  need(
    'VITE_SOCIETY_API_URL',
    secureUrl(raw.VITE_SOCIETY_API_URL),
    "the society API's absolute https URL",
  )
  const origins = list(raw.VITE_PAYMENT_HOSTS ?? '').filter((entry) => entry.includes('://'))
  if (origins.some((entry) => !secureUrl(entry)))
    problems.push(
      '  ✖ VITE_PAYMENT_HOSTS is wrong: a whole origin in it must be https (http only on a loopback host)',
    )
  return problems
}
