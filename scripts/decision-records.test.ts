import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repositoryFiles } from './repository-files.ts'

/**
 * The decision records (docs/decisions/README.md) are what comments cite instead of documents a
 * newcomer does not have: every citation must lead to a record, and the index must list each
 * record once, in order.
 */
const root = new URL('..', import.meta.url).pathname
const recordsDir = path.join(root, 'docs', 'decisions')
const records = readdirSync(recordsDir)
  .filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name))
  .sort()
const recordByNumber = new Map(records.map((name) => [name.slice(0, 4), name]))

const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|sql|css|md|html|json|toml|sh|ya?ml|txt)$/
/** `docs/decisions/` and four digits, with the record's file name when one is written out. */
const CITATION = /docs\/decisions\/(\d{4})(-[a-z0-9-]*[a-z0-9](?:\.md)?)?/g

describe('decision records', () => {
  it('are numbered once each', () => {
    expect(records.length).toBeGreaterThan(100)
    expect(recordByNumber.size).toBe(records.length)
  })

  it('every record a file cites exists, under the name it is cited by', () => {
    const wrong: string[] = []
    for (const file of repositoryFiles(root, TEXT)) {
      const text = readFileSync(file, 'utf8')
      for (const [citation, number, rest] of text.matchAll(CITATION)) {
        const record = recordByNumber.get(number!)
        const named = rest && `${number}${rest.endsWith('.md') ? rest : `${rest}.md`}`
        if (!record || (named && named !== record))
          wrong.push(`${path.relative(root, file)}: ${citation} (${record ?? 'no such record'})`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('the index has one row per record, in numeric order, each linking to its file', () => {
    const index = readFileSync(path.join(recordsDir, 'README.md'), 'utf8')
    const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\)/gm)].map(([, n, link]) => ({
      n,
      link,
    }))
    expect(rows.map((row) => row.link)).toEqual(records)
    expect(rows.map((row) => row.n)).toEqual(records.map((name) => name.slice(0, 4)))
  })
})
