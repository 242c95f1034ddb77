import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createContentWriter } from '@amrs/society-api/content/content-writer'
import { makeLake } from './seed-fixture.test-utils.ts'

/**
 * The real seed (read only) in a lake in this process that takes writes with `token` into a
 * fresh overlay folder: what the society API's content writer talks to in its tests
 * (talk drafts, the book's link). `raw` queries drafts and published documents by their own
 * ids; `writerTo` is a content writer whose requests go to `fetchFn` (default: this lake).
 */
export async function writableSeedLake(name: string, token: string) {
  const lake = await makeLake({
    seedDir: path.resolve('studio/seed'),
    overlayDir: mkdtempSync(path.join(tmpdir(), `${name}-overlay-`)),
    config: { writeToken: token },
  })
  const raw = async <T>(query: string, params: Record<string, unknown> = {}) =>
    (await lake.lake.query({ dataset: 'production', query, params, perspective: 'raw' }))
      .result as T
  const writerTo = (
    fetchFn: (request: Request) => Promise<Response> = async (request) => lake.app.fetch(request),
  ) =>
    createContentWriter(
      { baseUrl: 'http://lake.test', dataset: 'production', apiVersion: '2025-01-01', token },
      fetchFn,
    )
  return { ...lake, raw, writerTo }
}

export type WritableSeedLake = Awaited<ReturnType<typeof writableSeedLake>>
