/** Settings of the local content lake, read once from the environment. */
export interface LakeConfig {
  /** `LAKE_READ_TOKEN`: bearer token for the drafts, previewDrafts and raw perspectives; unset = refused. */
  readToken: string | null
  /**
   * `LAKE_WRITE_TOKEN`: bearer token for the mutation API (it reads drafts too). Local mode
   * makes one per start when unset and gives it to the society API in process; unset here =
   * writes refused. Never `VITE_*`: only the service holds it.
   */
  writeToken: string | null
  /** `LAKE_QUERY_TIMEOUT_MS`: a query that takes longer is answered with a time-out. */
  queryTimeoutMs: number
  /** `LAKE_WORKERS`: GROQ worker threads. */
  workers: number
  /** Cached query answers (least recently used go first), and their total JSON size. */
  cacheEntries: number
  cacheMaxChars: number
  /** Live-event (server-sent events) connections at most, and their keep-alive interval. */
  maxLiveConnections: number
  keepAliveMs: number
}

export const DEFAULT_LAKE_CONFIG: LakeConfig = {
  readToken: null,
  writeToken: null,
  queryTimeoutMs: 5000,
  workers: 2,
  cacheEntries: 2000,
  cacheMaxChars: 64 * 1024 * 1024,
  maxLiveConnections: 5000,
  keepAliveMs: 15_000,
}

function positiveInt(
  name: string,
  value: string | undefined,
  fallback: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`Invalid ${name}: ${value}`)
  return n
}

export function readLakeConfig(env: NodeJS.ProcessEnv = process.env): LakeConfig {
  const token = env.LAKE_READ_TOKEN?.trim()
  if (token !== undefined && token !== '' && token.length < 16)
    throw new Error('LAKE_READ_TOKEN must be at least 16 characters')
  const writeToken = env.LAKE_WRITE_TOKEN?.trim()
  if (writeToken !== undefined && writeToken !== '' && writeToken.length < 16)
    throw new Error('LAKE_WRITE_TOKEN must be at least 16 characters')
  return {
    ...DEFAULT_LAKE_CONFIG,
    readToken: token ? token : null,
    writeToken: writeToken ? writeToken : null,
    queryTimeoutMs: positiveInt('LAKE_QUERY_TIMEOUT_MS', env.LAKE_QUERY_TIMEOUT_MS, 5000, 120_000),
    workers: positiveInt('LAKE_WORKERS', env.LAKE_WORKERS, 2, 16),
  }
}
