import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Everything the local server reads from its environment, parsed once. */
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
  /** Test-only controls of the local society API (never on in production). */
  testMode: boolean
  /** Extra origins the CSP allows for connect/img (a real Sanity project in production). */
  extraConnectOrigins: string[]
  extraImageOrigins: string[]
  /** `SITE_NOW`: fixes the site's clock (ISO date-time) for local and test runs; null = real time. */
  siteNow: string | null
  /** Origin of the embedded venue map iframe. */
  mapOrigin: string
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

function parseSiteNow(value: string | undefined): string | null {
  if (!value) return null
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) throw new Error(`Invalid SITE_NOW (an ISO date-time): ${value}`)
  return new Date(ms).toISOString()
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4173)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid PORT: ${env.PORT}`)
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    distDir: path.resolve(root, env.DIST_DIR ?? 'dist'),
    seedDir: path.resolve(root, env.SEED_DIR ?? 'studio/seed'),
    dataDir: path.resolve(root, env.DATA_DIR ?? '.data'),
    projectId: env.VITE_SANITY_PROJECT_ID || 'local',
    testMode: env.TEST_MODE === '1',
    extraConnectOrigins: list(env.CSP_CONNECT_ORIGINS),
    extraImageOrigins: list(env.CSP_IMAGE_ORIGINS),
    mapOrigin: env.MAP_EMBED_ORIGIN ?? 'https://www.google.com',
    siteNow: parseSiteNow(env.SITE_NOW),
  }
}

export const projectRoot = root
