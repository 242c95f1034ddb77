import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NOT_SAVED } from '@amrs/society-api/http/errors'
import { openDb } from '@amrs/society-api/db/db'
import type { TestDeps } from './support.ts'
import { client, fakeContent, pdfBytes, registration, stored, testDeps } from './support.ts'

// With the data folder unwritable a write answers 503, keeps nothing (in
// memory or on disk), and a later successful write does not bring the failed rows back.

/**
 * Makes the data folder, its database files and the abstracts folder unwritable, for real:
 * as root (who ignores permission bits) with the immutable attribute, else with chmod.
 * Returns the undo, or null where neither is possible.
 */
function makeUnwritable(dataDir: string): (() => void) | null {
  // Not the -shm index: SQLite maps it into memory, and a mapped file that turns immutable
  // faults the process (SIGBUS) — no disk fails that way.
  const targets = ['', 'abstracts', 'society.sqlite', 'society.sqlite-wal']
    .map((name) => path.join(dataDir, name))
    .filter((file) => existsSync(file))
  if (process.getuid?.() === 0) {
    try {
      execFileSync('chattr', ['+i', ...targets], { stdio: 'ignore' })
    } catch {
      return null
    }
    return () => execFileSync('chattr', ['-i', ...targets])
  }
  for (const target of targets) chmodSync(target, target === dataDir ? 0o500 : 0o400)
  return () => targets.forEach((target) => chmodSync(target, 0o700))
}

const subscribe = (deps: TestDeps, email: string) => client(deps).subscribe(email)

describe('an unwritable data folder', () => {
  it('503 and nothing kept; after it is writable again, only new writes are stored', async (ctx) => {
    const deps = await testDeps({}, fakeContent(), 'thread') // the server's own writer thread
    mkdirSync(path.join(deps.config.dataDir, 'abstracts'), { recursive: true })
    expect((await subscribe(deps, 'before@example.com')).status).toBe(201)

    const restore = makeUnwritable(deps.config.dataDir)
    if (!restore) return ctx.skip('cannot make a folder unwritable here')
    try {
      const refused = await subscribe(deps, 'lost@example.com')
      expect(refused.status).toBe(503)
      expect(await refused.json()).toEqual({ detail: NOT_SAVED })
      // Not in memory either: the same sign-up is refused again, not "already subscribed".
      expect((await subscribe(deps, 'lost@example.com')).status).toBe(503)

      const registered = await client(deps).register(registration({ abstract_required: true }), {
        bytes: pdfBytes,
        name: 'a.pdf',
      })
      expect(registered.status).toBe(503)
      expect(stored(deps).subscriptions()).toEqual(['before@example.com'])
      expect(stored(deps).registration('ama@example.com')).toBeNull()
      expect(stored(deps).abstractFiles()).toEqual([])
    } finally {
      restore()
    }

    expect((await subscribe(deps, 'after@example.com')).status).toBe(201)
    expect(stored(deps).subscriptions().sort()).toEqual(['after@example.com', 'before@example.com'])
    const again = await subscribe(deps, 'lost@example.com')
    expect(again.status).toBe(201) // a new sign-up, never "already subscribed"

    // And on disk, as a restarted server reads it.
    const reopened = await openDb(path.join(deps.config.dataDir, 'society.sqlite'), {
      writer: 'inline',
    })
    try {
      expect(
        reopened.all<{ email: string }>(
          'SELECT email FROM newsletter_subscriptions ORDER BY email',
        ),
      ).toEqual([
        { email: 'after@example.com' },
        { email: 'before@example.com' },
        { email: 'lost@example.com' },
      ])
      expect(reopened.integrityCheck()).toBe('ok')
    } finally {
      await reopened.close()
    }
  }, 30_000)
})
