import { copyFileSync, mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDb, StatementError, type Db, type WriterMode } from './db.ts'

const migrations = [
  { version: 1, name: 't', sql: 'CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)' },
]
const opened: Db[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()))
})

async function fresh(writer: WriterMode, file?: string): Promise<{ db: Db; file: string }> {
  const target = file ?? path.join(mkdtempSync(path.join(tmpdir(), 'db-test-')), 'db.sqlite')
  const db = await openDb(target, { writer, migrations })
  opened.push(db)
  return { db, file: target }
}

const insert = (k: string, v: number) => ({
  sql: 'INSERT INTO t (k, v) VALUES (?, ?)',
  params: [k, v],
})

// The thread writer's first unit waits for a worker that loads TypeScript: seconds when busy.
describe.each<WriterMode>(['inline', 'thread'])(
  'openDb (%s writer)',
  { timeout: 30_000 },
  (writer) => {
    it('acknowledges a unit after commit; readers then see it, and a reopened file still has it', async () => {
      const { db, file } = await fresh(writer)
      const [result] = await db.write([insert('a', 1)])
      expect(result).toEqual({ changes: 1, rows: [] })
      expect(db.get('SELECT v FROM t WHERE k = ?', ['a'])).toEqual({ v: 1 })
      await db.close()
      const again = await openDb(file, { writer, migrations })
      opened.push(again)
      expect(again.all('SELECT k, v FROM t')).toEqual([{ k: 'a', v: 1 }])
      expect(again.integrityCheck()).toBe('ok')
    })

    it('returns rows of SELECT and RETURNING statements inside a unit', async () => {
      const { db } = await fresh(writer)
      const [, selected, returned] = await db.write([
        insert('a', 1),
        { sql: 'SELECT count(*) AS n FROM t' },
        { sql: 'UPDATE t SET v = v + 1 WHERE k = ? RETURNING v', params: ['a'] },
      ])
      expect(selected?.rows).toEqual([{ n: 1 }])
      expect(returned?.rows).toEqual([{ v: 2 }])
    })

    it('undoes a failing unit alone, even when it shares a commit with others', async () => {
      const { db } = await fresh(writer)
      const outcomes = await Promise.allSettled([
        db.write([insert('a', 1)]),
        db.write([insert('b', 2), insert('a', 3)]), // the second statement breaks the key
        db.write([insert('c', 3)]),
      ])
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
      const failure = outcomes[1] as PromiseRejectedResult
      expect(failure.reason).toBeInstanceOf(StatementError)
      expect(db.all('SELECT k FROM t ORDER BY k')).toEqual([{ k: 'a' }, { k: 'c' }])
    })

    it('undoes every statement of a failing unit that commits alone', async () => {
      const { db } = await fresh(writer)
      await db.write([insert('a', 1)])
      await expect(db.write([insert('b', 2), insert('a', 3)])).rejects.toBeInstanceOf(
        StatementError,
      )
      expect(db.all('SELECT k FROM t ORDER BY k')).toEqual([{ k: 'a' }])
    })

    it('refuses writes through the reading connection', async () => {
      const { db } = await fresh(writer)
      expect(() => db.get('INSERT INTO t (k, v) VALUES (?, ?) RETURNING k', ['x', 1])).toThrow()
      expect(db.all('SELECT k FROM t')).toEqual([])
    })
  },
)

describe('closing', { timeout: 30_000 }, () => {
  it('folds the WAL into the file: the file alone holds every acknowledged row', async () => {
    const { db, file } = await fresh('thread')
    await Promise.all(Array.from({ length: 250 }, (_, i) => db.write([insert(`k${i}`, i)])))
    await db.close()
    expect(statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0).toBe(0)
    // A copy of the file alone, as someone who backs up "the database file" takes it.
    const copy = path.join(mkdtempSync(path.join(tmpdir(), 'db-copy-')), 'copy.sqlite')
    copyFileSync(file, copy)
    const reopened = await openDb(copy, { writer: 'inline', migrations })
    opened.push(reopened)
    expect(reopened.get('SELECT count(*) AS n FROM t')).toEqual({ n: 250 })
  })
})
