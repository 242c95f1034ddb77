import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs'
import { e2eSeedFile } from './work-dir'

// The default server's seed copy is edited by more than one spec file (live-content,
// newsletter), in different workers at once. Each edit is a read, a change and a write: two at
// once would lose one (a restore that wrote back the whole file it read removed a post another
// test had just added). So every edit here holds a lock across the three steps, writes the whole
// file to a temporary name and renames it (the lake's watcher never reads half a file), and a
// restore puts back only the document it changed.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `change` with the seed file's lock held (a folder beside it: mkdir is atomic). */
async function locked<T>(change: (file: string) => T): Promise<T> {
  const file = e2eSeedFile()
  const lock = `${file}.lock`
  for (let waited = 0; ; waited += 20) {
    try {
      mkdirSync(lock)
      break
    } catch {
      if (waited > 10_000) throw new Error(`the seed file's lock was held for 10 s: ${lock}`)
      await sleep(20)
    }
  }
  try {
    return change(file)
  } finally {
    rmdirSync(lock)
  }
}

function writeWhole(file: string, text: string): void {
  const next = `${file}.next`
  writeFileSync(next, text)
  renameSync(next, file)
}

const isDoc = (line: string, id: string) => line.includes(`"_id":${JSON.stringify(id)}`)

/**
 * Changes one document of the seed; resolves to a function that puts that document back as it
 * was (and nothing else: other tests' edits made meanwhile stay).
 */
export async function editSeedDocument(
  id: string,
  edit: (doc: Record<string, unknown>) => void,
): Promise<() => Promise<void>> {
  const original = await locked((file) => {
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => isDoc(line, id))
    if (index === -1) throw new Error(`no document ${id} in the seed`)
    const before = lines[index]!
    const doc = JSON.parse(before) as Record<string, unknown>
    edit(doc)
    lines[index] = JSON.stringify(doc)
    writeWhole(file, lines.join('\n'))
    return before
  })
  return () =>
    locked((file) => {
      const lines = readFileSync(file, 'utf8').split('\n')
      writeWhole(file, lines.map((line) => (isDoc(line, id) ? original : line)).join('\n'))
    })
}

/** Adds a document to the seed (as a publish would). */
export function addSeedDocument(doc: Record<string, unknown>): Promise<void> {
  return locked((file) =>
    writeWhole(file, `${readFileSync(file, 'utf8').trimEnd()}\n${JSON.stringify(doc)}\n`),
  )
}
