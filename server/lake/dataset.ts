import { createHash } from 'node:crypto'
import { watch, type FSWatcher } from 'node:fs'
import { readFile, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { rewriteAssets, type LocalAsset } from '@amrs/shared/seed-assets'
import { LakeError } from './errors.ts'
import { applyMutations, type MutationResult } from './mutations.ts'
import { parseNdjson, type SanityDocument } from './ndjson.ts'
import { readOverlay, withOverlay, writeOverlay, type Overlay } from './overlay.ts'

export type { SanityDocument }

export interface DatasetChange {
  dataset: string
  /** Documents added, removed or changed (empty with `restart`). */
  documentIds: string[]
  /** Their `_type`s before and after the change. */
  types: string[]
  /** The dataset's revision after the change. */
  revision: string
  /** The store cannot say what changed (a new dataset, or too much at once): assume anything did. */
  restart: boolean
}

/** A reload that touches more documents than this is announced as a restart. */
export const MAX_CHANGED_DOCUMENTS = 500

/**
 * The local content lake's storage: every `<dataset>.ndjson` file in the seed folder,
 * parsed into memory, reloaded when a file changes on disk (so edits show up live).
 */
export interface DatasetStore {
  has(dataset: string): boolean
  names(): string[]
  documents(dataset: string): SanityDocument[]
  /** Changes whenever the dataset's content changes (a hash of it, so stable across restarts). */
  revision(dataset: string): string | undefined
  asset(dataset: string, fileName: string): LocalAsset | undefined
  subscribe(listener: (change: DatasetChange) => void): () => void
  /**
   * Applies a transaction of Sanity mutations (all or nothing; throws LakeError), keeps the
   * documents it wrote in the overlay file (never in the seed) and announces the change.
   */
  mutate(
    dataset: string,
    mutations: unknown,
  ): Promise<{ transactionId: string; results: MutationResult[] }>
  close(): void
}

interface LoadedDataset {
  /** The seed file's documents, as read (before the overlay). */
  seed: SanityDocument[]
  /** Documents written through the mutation API: id -> the document, or null when deleted. */
  overlay: Overlay
  docs: SanityDocument[]
  /** id -> the document as JSON text (to see what changed) */
  byId: Map<string, string>
  typeById: Map<string, string>
  assets: Map<string, LocalAsset>
  revision: string
  /** id -> the system timestamps the lake gave it (kept while its content stays the same) */
  stamps: Map<string, Stamps>
}

interface Stamps {
  _createdAt: string
  _updatedAt: string
}

/**
 * Like an import into a real project, every document gets `_createdAt` and `_updatedAt` (unless
 * the file sets them): the file's time on first load, the time of the change when an edit
 * changes a document, unchanged for the others (the sitemap's lastmod reads them).
 */
function stampDocuments(
  docs: SanityDocument[],
  byId: Map<string, string>,
  previous: LoadedDataset | undefined,
  fileTime: string,
): Map<string, Stamps> {
  const now = new Date().toISOString()
  const stamps = new Map<string, Stamps>()
  for (const doc of docs) {
    const before = previous?.stamps.get(doc._id)
    const unchanged = before && previous?.byId.get(doc._id) === byId.get(doc._id)
    const stamp: Stamps = {
      _createdAt:
        typeof doc._createdAt === 'string' ? doc._createdAt : (before?._createdAt ?? fileTime),
      _updatedAt:
        typeof doc._updatedAt === 'string'
          ? doc._updatedAt
          : unchanged
            ? before._updatedAt
            : previous
              ? now
              : fileTime,
    }
    doc._createdAt = stamp._createdAt
    doc._updatedAt = stamp._updatedAt
    stamps.set(doc._id, stamp)
  }
  return stamps
}

export async function createDatasetStore(
  seedDir: string,
  opts: {
    projectId: string
    watch?: boolean
    /** Where writes through the mutation API are kept (`<dataset>.ndjson`); none = refused. */
    overlayDir?: string
  },
): Promise<DatasetStore> {
  const datasets = new Map<string, LoadedDataset>()
  const listeners = new Set<(change: DatasetChange) => void>()
  let initialised = false
  const overlayFile = (dataset: string) =>
    opts.overlayDir ? path.join(opts.overlayDir, `${dataset}.ndjson`) : null

  async function load(dataset: string): Promise<void> {
    const file = path.join(seedDir, `${dataset}.ndjson`)
    let parsed: SanityDocument[]
    let fileTime: string
    try {
      fileTime = (await stat(file)).mtime.toISOString()
      parsed = parseNdjson(await readFile(file, 'utf8'), file)
    } catch (error) {
      // A half-written or broken file keeps the last good content.
      if (datasets.has(dataset)) return console.warn(`[lake] keeping last good ${dataset}:`, error)
      throw error
    }
    const { documents, assets } = rewriteAssets(parsed as never, seedDir, {
      projectId: opts.projectId,
      dataset,
    })
    const seed = documents as unknown as SanityDocument[]
    const previous = datasets.get(dataset)
    const overlayPath = overlayFile(dataset)
    const overlay = previous?.overlay ?? (overlayPath ? await readOverlay(overlayPath) : new Map())
    install(dataset, seed, overlay, assets, fileTime)
  }

  function install(
    dataset: string,
    seed: SanityDocument[],
    overlay: Overlay,
    assets: Map<string, LocalAsset>,
    fileTime: string,
  ): void {
    const docs = withOverlay(seed, overlay)
    const byId = new Map(docs.map((d) => [d._id, JSON.stringify(d)]))
    const typeById = new Map(docs.map((d) => [d._id, d._type]))
    const hash = createHash('sha1')
    for (const json of byId.values()) hash.update(json).update('\n')
    const revision = hash.digest('base64url').slice(0, 16)
    const previous = datasets.get(dataset)
    const stamps = stampDocuments(docs, byId, previous, fileTime)
    datasets.set(dataset, { seed, overlay, docs, byId, typeById, assets, revision, stamps })
    if (!previous) {
      if (initialised) notify({ dataset, documentIds: [], types: [], revision, restart: true })
      return
    }
    if (previous.revision === revision) return
    const changed = new Set<string>()
    for (const [id, json] of byId) if (previous.byId.get(id) !== json) changed.add(id)
    for (const id of previous.byId.keys()) if (!byId.has(id)) changed.add(id)
    // Same documents in another order: results of unordered queries change, tags cannot say.
    if (changed.size === 0) {
      notify({ dataset, documentIds: [], types: [], revision, restart: true })
      return
    }
    const types = new Set<string>()
    for (const id of changed) {
      const before = previous.typeById.get(id)
      const after = typeById.get(id)
      if (before !== undefined) types.add(before)
      if (after !== undefined) types.add(after)
    }
    const restart = changed.size > MAX_CHANGED_DOCUMENTS
    notify({
      dataset,
      documentIds: restart ? [] : [...changed],
      types: restart ? [] : [...types],
      revision,
      restart,
    })
  }

  function notify(change: DatasetChange): void {
    for (const listener of listeners) listener(change)
  }

  const files = (await readdir(seedDir)).filter((f) => f.endsWith('.ndjson'))
  for (const f of files) await load(f.slice(0, -'.ndjson'.length))
  initialised = true

  let watcher: FSWatcher | undefined
  if (opts.watch) {
    const timers = new Map<string, NodeJS.Timeout>()
    watcher = watch(seedDir, (_event, fileName) => {
      if (!fileName || !fileName.toString().endsWith('.ndjson')) return
      const dataset = fileName.toString().slice(0, -'.ndjson'.length)
      clearTimeout(timers.get(dataset))
      timers.set(
        dataset,
        setTimeout(
          () => void load(dataset).catch((e) => console.warn('[lake] reload failed', e)),
          50,
        ),
      )
    })
  }

  // One transaction at a time: each is applied to what the one before left.
  let writing: Promise<unknown> = Promise.resolve()

  async function mutate(dataset: string, mutations: unknown) {
    const loaded = datasets.get(dataset)
    const file = overlayFile(dataset)
    if (!loaded) throw new LakeError(404, `Dataset "${dataset}" not found`)
    if (!file) throw new LakeError(403, 'This lake takes no writes (no data folder for them)')
    const byId = new Map(loaded.docs.map((d) => [d._id, d]))
    const applied = applyMutations(mutations, (id) => byId.get(id), new Date())
    const overlay = new Map(loaded.overlay)
    for (const [id, doc] of applied.changes) overlay.set(id, doc)
    await writeOverlay(file, overlay)
    install(dataset, loaded.seed, overlay, loaded.assets, new Date().toISOString())
    return { transactionId: applied.transactionId, results: applied.results }
  }

  return {
    has: (dataset) => datasets.has(dataset),
    mutate(dataset, mutations) {
      const run = writing.then(() => mutate(dataset, mutations))
      writing = run.catch(() => {})
      return run
    },
    names: () => [...datasets.keys()],
    documents: (dataset) => datasets.get(dataset)?.docs ?? [],
    revision: (dataset) => datasets.get(dataset)?.revision,
    asset: (dataset, fileName) => datasets.get(dataset)?.assets.get(fileName),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => watcher?.close(),
  }
}
