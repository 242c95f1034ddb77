/**
 * Building the book on demand (docs/decisions/0087-book-of-abstracts.md): the accepted abstracts
 * and their files are read here, the PDF is set in a worker thread (300 abstracts take seconds
 * of CPU; the service keeps answering other requests meanwhile), one build at a time.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { createAbstractFiles } from '../conference/abstract-files.ts'
import type { ServiceDeps } from '../deps.ts'
import { readBookWording } from './book-content.ts'
import { acceptedRows, bookAbstractOf } from './book-entries.ts'
import type { BookItem, BookWording } from './book-pdf.ts'

export interface BuildResult {
  pdf: Uint8Array
  pages: number
  abstracts: number
  buildMs: number
  ids: number[]
}

/** The accepted abstracts with their files' bytes (null for a file missing on disk). */
export async function bookItems(deps: Pick<ServiceDeps, 'db' | 'config'>): Promise<BookItem[]> {
  const files = createAbstractFiles(path.join(deps.config.dataDir, 'abstracts'))
  return Promise.all(
    acceptedRows(deps.db).map(async (row) => {
      const bytes = await readFile(files.path(row.abstract_key)).catch(() => null)
      return {
        ...bookAbstractOf(row),
        file: bytes ? { kind: row.abstract_kind, bytes: new Uint8Array(bytes) } : null,
      }
    }),
  )
}

/** Sets the book in a worker thread. */
export function buildInThread(
  items: BookItem[],
  wording: BookWording,
): Promise<{ bytes: Uint8Array; pages: number; abstracts: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./book-worker.mjs', import.meta.url), {
      workerData: { items, wording },
    })
    let done = false
    worker.once('message', (result: { bytes: Uint8Array; pages: number; abstracts: number }) => {
      done = true
      resolve(result)
    })
    worker.once('error', reject)
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`The book's build stopped (exit code ${code})`))
    })
  })
}

/** The build under way for each database (a second request waits for it rather than starting one). */
const running = new WeakMap<object, Promise<BuildResult>>()

/** Builds the book from the accepted abstracts now; one build at a time per service. */
export function buildBook(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'content'>,
): Promise<BuildResult> {
  const under = running.get(deps.db)
  if (under) return under
  const build = (async () => {
    const started = performance.now()
    const [items, wording] = await Promise.all([bookItems(deps), readBookWording(deps)])
    const book = await buildInThread(items, wording)
    return {
      pdf: book.bytes,
      pages: book.pages,
      abstracts: book.abstracts,
      buildMs: Math.round(performance.now() - started),
      ids: items.map((i) => i.id),
    }
  })().finally(() => running.delete(deps.db))
  running.set(deps.db, build)
  return build
}
