import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Hono } from 'hono'
import { createDatasetStore, type DatasetStore } from './dataset.ts'
import { createLakeEngine, type LocalLake } from './engine.ts'
import { DEFAULT_LAKE_CONFIG, type LakeConfig } from './lake-config.ts'
import { createLakeRoutes } from './routes.ts'

/** A small dataset on disk for lake tests: published docs, a draft, a reference and an image. */
export function makeSeedDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lake-test-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(
    path.join(dir, 'assets', 'dot.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><circle cx="10" cy="10" r="8"/></svg>',
  )
  const docs = [
    {
      _id: 'siteSettings',
      _type: 'siteSettings',
      societyName: 'Test Society',
      copyrightLine: '© 2023',
    },
    { _id: 'speaker-b', _type: 'speaker', name: 'Bea', order: 2, role: 'plenary' },
    {
      _id: 'speaker-a',
      _type: 'speaker',
      name: 'Ada',
      order: 1,
      role: 'plenary',
      photo: { _type: 'image', _sanityAsset: 'image@file://./assets/dot.svg', alt: 'A dot' },
    },
    { _id: 'speaker-c', _type: 'speaker', name: 'Cy', order: 3, role: 'keynote' },
    {
      _id: 'drafts.speaker-a',
      _type: 'speaker',
      name: 'Ada (unpublished edit)',
      order: 1,
      role: 'plenary',
    },
    {
      _id: 'talk-1',
      _type: 'talk',
      title: 'Perovskites',
      speaker: { _type: 'reference', _ref: 'speaker-a' },
    },
  ]
  writeFileSync(
    path.join(dir, 'production.ndjson'),
    docs.map((d) => JSON.stringify(d)).join('\n') + '\n',
  )
  return dir
}

/** The fixture seed served by an engine (workers, cache, live events) and its HTTP routes. */
export async function makeLake(
  opts: {
    seedDir?: string
    watch?: boolean
    config?: Partial<LakeConfig>
    /** Where the mutation API keeps its writes (none: writes refused). */
    overlayDir?: string
  } = {},
): Promise<{ seedDir: string; store: DatasetStore; lake: LocalLake; app: Hono; close(): void }> {
  const seedDir = opts.seedDir ?? makeSeedDir()
  const store = await createDatasetStore(seedDir, {
    projectId: 'local',
    watch: opts.watch ?? false,
    ...(opts.overlayDir ? { overlayDir: opts.overlayDir } : {}),
  })
  const lake = createLakeEngine(
    store,
    { ...DEFAULT_LAKE_CONFIG, workers: 1, ...opts.config },
    { projectId: 'local' },
  )
  return {
    seedDir,
    store,
    lake,
    app: createLakeRoutes(lake),
    close() {
      lake.close()
      store.close()
    },
  }
}

export interface SseEvent {
  event: string
  id?: string
  data: unknown
}

/** Reads server-sent events from a response body as they arrive (comments are skipped). */
export function sseReader(response: Response): {
  events: SseEvent[]
  comments: number
  next(predicate?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>
  cancel(): Promise<void>
} {
  const events: SseEvent[] = []
  const state = { comments: 0 }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: '' }))
      if (done) return
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = new Map<string, string>()
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) state.comments++
          const colon = line.indexOf(':')
          if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart())
        }
        if (fields.has('event'))
          events.push({
            event: fields.get('event')!,
            id: fields.get('id'),
            data: JSON.parse(fields.get('data') ?? 'null'),
          })
      }
    }
  })()
  let seen = 0
  return {
    events,
    get comments() {
      return state.comments
    },
    async next(predicate = () => true, timeoutMs = 4000) {
      const until = Date.now() + timeoutMs
      while (Date.now() < until) {
        const index = events.findIndex((e, i) => i >= seen && predicate(e))
        if (index !== -1) {
          seen = index + 1
          return events[index]!
        }
        await new Promise((r) => setTimeout(r, 10))
      }
      throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)
    },
    async cancel() {
      await reader.cancel().catch(() => {})
      await pump
    },
  }
}
