import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as z from 'zod/mini'
import { envSchema } from '../src/config/env.schema.ts'

/** Everything the local server reads from its environment, parsed once (README: Environment). */
export interface ServerConfig {
  port: number
  host: string
  /** Built SPA (vite build output). */
  distDir: string
  /** Folder with the NDJSON datasets (`<dataset>.ndjson`) and their `assets/`. */
  seedDir: string
  /** Where the embedded database and uploaded abstracts live. */
  dataDir: string
  /** Sanity project id the local lake pretends to be (image URLs carry it). */
  projectId: string
  /** The dataset and API version the SPA uses (the same defaults as `src/config/env.schema.ts`). */
  dataset: string
  apiVersion: string
  /** Extra origins the CSP allows for connect/img (a real Sanity project in production). */
  extraConnectOrigins: string[]
  extraImageOrigins: string[]
  /** `SITE_NOW`: fixes the site's clock (ISO date-time) for local and test runs; null = real time. */
  siteNow: string | null
  /** Origin of the embedded venue map iframe. */
  mapOrigin: string
  /** `SITE_URL`: the site's public origin: canonical and social URLs, payment links, the trusted origin. */
  siteUrl: string
  /** `API_ALLOWED_ORIGINS`: other origins whose pages may call the society API's state-changing endpoints. */
  allowedOrigins: string[]
  /** `BODY_LIMIT_BYTES`: the largest request body any route reads. */
  bodyLimitBytes: number
  /** `RATE_LIMIT_MAX` requests per client address and endpoint group in `RATE_LIMIT_WINDOW_SECONDS`. */
  rateLimit: { max: number; windowMs: number }
  /** `TRUST_PROXY=1`: the client address is the last X-Forwarded-For hop (behind one reverse proxy). */
  trustProxy: boolean
  /** `VITE_PAYMENT_HOSTS`: the payment provider's hosts, where payment forms may lead (https). */
  paymentHosts: string[]
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
  }),
  {
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
  },
)

/** An empty variable counts as unset (as in a `.env` file with `NAME=`). */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]),
  )
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = serverEnvSchema.safeParse(withoutEmpty(env))
  if (!parsed.success)
    throw new Error(`Invalid server configuration:\n${z.prettifyError(parsed.error)}`)
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
  }
}
