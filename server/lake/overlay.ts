// The overlay of a dataset: the documents written through the mutation API, kept in the data
// folder beside (never in) the seed file, one line per document, or `{"_id": …, "_deleted": true}`
// for one deleted (docs/decisions/0085).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseNdjson, type SanityDocument } from './ndjson.ts'

/** Each written document by id; null: deleted. */
export type Overlay = Map<string, SanityDocument | null>

/** The seed's documents with the overlay's over them (replaced, added, or left out when null). */
export function withOverlay(seed: SanityDocument[], overlay: Overlay): SanityDocument[] {
  const docs: SanityDocument[] = []
  for (const doc of seed) {
    if (!overlay.has(doc._id)) docs.push({ ...doc })
    else if (overlay.get(doc._id)) docs.push({ ...(overlay.get(doc._id) as SanityDocument) })
  }
  const seedIds = new Set(seed.map((d) => d._id))
  for (const [id, doc] of overlay) if (doc && !seedIds.has(id)) docs.push({ ...doc })
  return docs
}

/** An overlay file's documents (empty when there is no file yet). */
export async function readOverlay(file: string): Promise<Overlay> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map()
    throw error
  }
  return new Map(
    parseNdjson(text, file).map((d) => [d._id, d._deleted === true ? null : d] as const),
  )
}

/** Writes the whole overlay under another name, then renames it: a crash leaves the old file or the new. */
export async function writeOverlay(file: string, overlay: Overlay): Promise<void> {
  const lines = [...overlay].map(([id, doc]) => JSON.stringify(doc ?? { _id: id, _deleted: true }))
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(`${file}.part`, lines.join('\n') + '\n')
  await rename(`${file}.part`, file)
}
