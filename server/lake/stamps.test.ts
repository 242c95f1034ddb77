import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDatasetStore } from './dataset.ts'
import { makeSeedDir } from './seed-fixture.test-utils.ts'

describe('system timestamps', () => {
  it('gives every document _createdAt/_updatedAt; an edit moves only the edited one', async () => {
    const dir = makeSeedDir()
    const store = await createDatasetStore(dir, { projectId: 'local', watch: false })
    const first = new Map(store.documents('production').map((d) => [d._id, d._updatedAt]))
    for (const value of first.values()) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    store.close()

    const file = path.join(dir, 'production.ndjson')
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean)
    const edited = JSON.parse(lines[0]!) as { _id: string; [key: string]: unknown }
    edited.note = 'changed'
    lines[0] = JSON.stringify(edited)
    await new Promise((r) => setTimeout(r, 20))
    const watching = await createDatasetStore(dir, { projectId: 'local', watch: true })
    const before = new Map(watching.documents('production').map((d) => [d._id, d._updatedAt]))
    const changed = new Promise<void>((resolve) => watching.subscribe(() => resolve()))
    writeFileSync(file, lines.join('\n') + '\n')
    await changed
    const after = new Map(watching.documents('production').map((d) => [d._id, d._updatedAt]))
    for (const [id, stamp] of after) {
      if (id === edited._id) expect(String(stamp) > String(before.get(id))).toBe(true)
      else expect(stamp).toBe(before.get(id))
    }
    watching.close()
  })
})
