import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { badgeSigningKey } from '../badges/badge-key.ts'
import { createAbstractFiles } from '../conference/abstract-files.ts'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { passportKey } from '../letters/passport-cipher.ts'
import { backupDatabase } from './backup.ts'
import { openDb } from './db.ts'

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8)

/** The service's data is its user's only: folders 0700, files 0600 (docs/decisions/0097). */
describe('data files and folders are created for the owner only', { timeout: 30_000 }, () => {
  beforeAll(() => {
    // The test's premise: here, a file made without a mode is readable by others (umask 022).
    const probe = path.join(mkdtempSync(path.join(tmpdir(), 'modes-')), 'probe')
    writeFileSync(probe, '')
    expect(modeOf(probe)).toBe('644')
  })
  const fresh = () => path.join(mkdtempSync(path.join(tmpdir(), 'modes-')), 'data')

  it('the database, its -wal and -shm, and its folder; a backup', async () => {
    const dir = fresh()
    const file = path.join(dir, 'society.sqlite')
    const db = await openDb(file, { writer: 'inline' })
    try {
      await db.write([{ sql: "INSERT INTO audit_log (at, action) VALUES ('2025-01-01', 'x')" }])
      expect(modeOf(dir)).toBe('700')
      expect(modeOf(file)).toBe('600')
      expect(existsSync(`${file}-wal`)).toBe(true)
      expect(modeOf(`${file}-wal`)).toBe('600')
      expect(modeOf(`${file}-shm`)).toBe('600')
      const backup = path.join(fresh(), 'backup.sqlite')
      backupDatabase(file, backup)
      expect(modeOf(backup)).toBe('600')
      expect(modeOf(path.dirname(backup))).toBe('700')
    } finally {
      await db.close()
    }
  })

  it('an older install’s 0644 database and 0755 folder are put right at start', async () => {
    const dir = fresh()
    mkdirSync(dir, { recursive: true, mode: 0o755 })
    const file = path.join(dir, 'society.sqlite')
    writeFileSync(file, '')
    chmodSync(file, 0o644)
    const db = await openDb(file, { writer: 'inline' })
    await db.close()
    expect([modeOf(dir), modeOf(file)]).toEqual(['700', '600'])
  })

  it('abstracts (staged, published, and an older one at the start-up sweep)', async () => {
    const dir = path.join(fresh(), 'abstracts')
    const files = createAbstractFiles(dir)
    const stored = await files.stage(new TextEncoder().encode('%PDF-1.4'), 'pdf')
    expect(modeOf(files.path(stored.key) + '.part')).toBe('600')
    await files.publish(stored.key)
    expect(modeOf(dir)).toBe('700')
    expect(modeOf(files.path(stored.key))).toBe('600')
    chmodSync(files.path(stored.key), 0o644)
    files.sweep(new Set([stored.key]))
    expect(modeOf(files.path(stored.key))).toBe('600')
  })

  it('the generated keys and the data folder they make', () => {
    const dir = fresh()
    badgeSigningKey(null, dir)
    expect(modeOf(dir)).toBe('700')
    const other = fresh()
    passportKey(null, other)
    expect(modeOf(other)).toBe('700')
  })

  it('payment proofs the desk keeps', { timeout: 30_000 }, async () => {
    const desk = await deskHarness()
    chmodSync(desk.deps.config.dataDir, 0o755)
    const { addSampleRegistrations } =
      await import('../desk/registrations/sample-registrations.test-utils.ts')
    await addSampleRegistrations(desk.deps.db, 5)
    const id = Number(
      desk.deps.db.get(
        "SELECT id FROM conference_registrations WHERE email = 'sample-00004@example.test'",
      )?.id,
    )
    const cookie = await desk.signedIn('staff')
    const form = new FormData()
    for (const [k, v] of Object.entries({
      method: 'bank_transfer',
      amount: '450',
      currency: 'USD',
      paid_on: '2025-10-18',
    }))
      form.append(k, v)
    form.append(
      'proof',
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'slip.pdf', {
        type: 'application/pdf',
      }),
    )
    const recorded = await desk.app.request(
      `http://127.0.0.1:4321/desk/registrations/${id}/payments`,
      { method: 'POST', body: form, headers: { Cookie: cookie, Origin: 'http://127.0.0.1:4321' } },
    )
    // Recorded, or a confirmation asked first (a part-payment): the proof is kept either way.
    expect([200, 303]).toContain(recorded.status)
    const proofs = path.join(desk.deps.config.dataDir, 'payment-proofs')
    expect(modeOf(proofs)).toBe('700')
    const kept = readdirSync(proofs)
    expect(kept).toHaveLength(1)
    expect(modeOf(path.join(proofs, kept[0]!))).toBe('600')
  })
})
