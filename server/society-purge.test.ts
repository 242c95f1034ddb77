import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { openDb } from '@amrs/society-api/db/db'
import { createLocalStack, type LocalStack } from './app.ts'
import { readConfig } from './config.ts'

/**
 * `npm run serve` mounts the society API in the site's process: its retention purge runs there
 * too, at start and daily, once (docs/decisions/0097), not only in the standalone service.
 */
describe('the site’s server runs the society API’s retention purge', { timeout: 30_000 }, () => {
  let stack: LocalStack | null = null
  afterAll(async () => {
    await stack?.close()
  })

  it('at start: an invitation expired years ago is deleted, each rule audited once', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'purge-serve-'))
    const dist = path.join(work, 'dist')
    const data = path.join(work, 'data')
    mkdirSync(dist, { recursive: true })
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>')
    // The data folder as the server finds it: an invitation that expired in 2020.
    const db = await openDb(path.join(data, 'society.sqlite'), { writer: 'inline' })
    await db.write([
      {
        sql: `INSERT INTO desk_invitations (token_hash, email, role, created_at, expires_at)
              VALUES ('sample-hash', 'old.invite@desk.example', 'staff', ?, ?)`,
        params: ['2020-01-01T00:00:00Z', '2020-01-08T00:00:00Z'],
      },
    ])
    await db.close()
    const lines: string[] = []
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      lines.push(String(line))
    })
    try {
      stack = await createLocalStack(
        readConfig({ DIST_DIR: dist, DATA_DIR: data, PORT: '0', API_ALLOWED_ORIGINS: '' }),
        { watch: false },
      )
      const { db: served } = stack.society.service.deps
      await vi.waitFor(
        () => {
          expect(
            served.all("SELECT target FROM audit_log WHERE action = 'purge.desk-invitations'"),
          ).toEqual([{ target: '1' }])
        },
        { timeout: 10_000, interval: 50 },
      )
      expect(served.get('SELECT count(*) AS n FROM desk_invitations')?.n).toBe(0)
      await vi.waitFor(() => expect(lines.filter((l) => l.startsWith('Purge: '))).toHaveLength(1))
      expect(lines.find((l) => l.startsWith('Purge: '))).toContain('desk-invitations 1')
    } finally {
      log.mockRestore()
    }
  })
})
