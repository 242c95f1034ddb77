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
  opts: { seedDir?: string; watch?: boolean; config?: Partial<LakeConfig> } = {},
): Promise<{ seedDir: string; store: DatasetStore; lake: LocalLake; app: Hono; close(): void }> {
  const seedDir = opts.seedDir ?? makeSeedDir()
  const store = await createDatasetStore(seedDir, {
    projectId: 'local',
    watch: opts.watch ?? false,
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
