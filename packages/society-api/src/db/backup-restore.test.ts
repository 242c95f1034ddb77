import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { badgeTokensOf } from '../badges/badge-tokens-of.ts'
import { verifyBadgeToken } from '../badges/badge-token.ts'
import { fakeContent } from '../content/fake-content.test-utils.ts'
import { pdfBytes, registration } from '../conference/registration-fixtures.test-utils.ts'
import { createSessions } from '../desk/auth/sessions.ts'
import { newTotpSecret } from '../desk/auth/totp.ts'
import { PASSWORD } from '../desk/desk.test-utils.ts'
import { hashPassword } from '../membership/password.ts'
import { lettersOf } from '../letters/letters-of.ts'
import { createSocietyService, type SocietyService } from '../service.ts'
import { registrationForm } from '../test-client.test-utils.ts'
import { ORIGIN, testConfig } from '../test-config.test-utils.ts'
import { backupDataFolder, restoreDataFolder } from './backup-folder.ts'

const PASSPORT = 'X9876543'
const PROOF = 'proof-0001.pdf'

const folders: string[] = []
const services: SocietyService[] = []
const fresh = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `backup-restore-${name}-`))
  folders.push(dir)
  return dir
}
afterEach(async () => {
  for (const service of services.splice(0)) await service.close()
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The service as `npm run society-api` builds it, on `dataDir` (its keys made there). */
async function start(dataDir: string): Promise<SocietyService> {
  const service = await createSocietyService(testConfig(dataDir), {
    content: fakeContent(),
    purge: false,
  })
  services.push(service)
  return service
}

/** A secretariat session on `service` (made in its database); the desk's GETs through the service. */
async function secretariat(service: SocietyService) {
  const { db, config } = service.deps
  const [row] = await db.write([
    {
      sql: `INSERT INTO desk_accounts (email, role, password_hash, totp_secret, created_at)
            VALUES (?, 'secretariat', ?, ?, ?) RETURNING id`,
      params: [
        `secretariat-${Date.now()}@desk.example`,
        await hashPassword(PASSWORD),
        newTotpSecret(),
        new Date().toISOString(),
      ],
    },
  ])
  const { token, statement } = createSessions(db, config.desk, () => new Date()).start(
    Number(row!.rows[0]!.id),
  )
  await db.write([statement])
  return (pathname: string) =>
    service.fetch(
      new Request(`${ORIGIN}${pathname}`, {
        headers: { Cookie: `__Host-desk=${token}`, Origin: ORIGIN },
      }),
    )
}

const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8)

/** Every file and folder under `dir` with its mode. */
function modesUnder(dir: string): Record<string, string> {
  const modes: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    modes[entry] = modeOf(path.join(dir, entry))
  return modes
}

describe('backup and restore of the whole data folder', { timeout: 60_000 }, () => {
  it('restored into an empty folder, the service opens the sealed passport number, scans the printed badge and serves the abstract', async () => {
    const data = fresh('data')
    const service = await start(data)

    // A delegate registers with an abstract, through the service.
    const body = registrationForm(
      registration({ abstract_required: true, email: 'ama@example.com' }),
      {
        bytes: pdfBytes,
        name: 'abstract.pdf',
      },
    )
    const registered = await service.fetch(
      new Request(`${ORIGIN}/api/conference/registration`, {
        method: 'POST',
        body,
        headers: { Origin: ORIGIN },
      }),
    )
    expect(registered.status).toBe(201)
    const id = Number(service.deps.db.get(`SELECT id FROM conference_registrations`)?.id)
    // Their visa request seals the passport number with the service's key.
    await lettersOf(service.deps).request(id, {
      passportName: 'Ama Mensah',
      nationality: 'GH',
      passportNumber: PASSPORT,
      birthDate: '1990-04-02',
      embassy: 'Embassy of Ghana in Sampleville',
    })
    expect(
      String(
        service.deps.db.get(`SELECT passport_number_sealed FROM visa_letter_requests`)
          ?.passport_number_sealed,
      ),
    ).not.toContain(PASSPORT)
    // Their badge is printed with the service's signing key.
    const badge = badgeTokensOf(service.deps).sign(id)
    // The secretariat stored a payment proof.
    mkdirSync(path.join(data, 'payment-proofs'), { recursive: true, mode: 0o700 })
    writeFileSync(path.join(data, 'payment-proofs', PROOF), pdfBytes, { mode: 0o600 })
    const abstract = await (
      await (
        await secretariat(service)
      )(`/desk/registrations/${id}/abstract`)
    ).arrayBuffer()
    expect(new Uint8Array(abstract)).toEqual(pdfBytes)

    // Backed up while it runs: the data in one folder, the keys in another.
    const backups = fresh('backups')
    const report = backupDataFolder(data, path.join(backups, 'society'), path.join(backups, 'keys'))
    expect(report.manifest.files).toEqual({ abstracts: 1, 'payment-proofs': 1 })
    expect(readdirSync(path.join(backups, 'keys')).sort()).toEqual([
      'badge-signing.pem',
      'passport.key',
    ])
    expect(readdirSync(path.join(backups, 'society')).sort()).toEqual([
      'abstracts',
      'backup.json',
      'payment-proofs',
      'society.sqlite',
    ])
    for (const [entry, mode] of Object.entries({ ...modesUnder(backups) }))
      expect(`${entry} ${mode}`).toBe(
        `${entry} ${statSync(path.join(backups, entry)).isDirectory() ? '700' : '600'}`,
      )

    // The machine is lost; a new one restores into an empty data folder and starts there.
    await service.close()
    services.splice(0)
    rmSync(data, { recursive: true })
    const restoredDir = path.join(fresh('new-machine'), 'society-api')
    const restored = restoreDataFolder(
      path.join(backups, 'society'),
      restoredDir,
      path.join(backups, 'keys'),
    )
    expect(restored.keys.sort()).toEqual(['badge-signing.pem', 'passport.key'])
    for (const [entry, mode] of Object.entries(modesUnder(restoredDir)))
      expect(`${entry} ${mode}`).toBe(
        `${entry} ${statSync(path.join(restoredDir, entry)).isDirectory() ? '700' : '600'}`,
      )
    expect(modeOf(restoredDir)).toBe('700')
    const again = await start(restoredDir)
    const health = await again.fetch(new Request(`${ORIGIN}/api/health`))
    expect(health.status).toBe(200)

    // The sealed passport number opens with the restored key.
    expect(
      lettersOf(again.deps)
        .pending()
        .map((r) => r.passportNumber),
    ).toEqual([PASSPORT])
    // The printed badge scans: its token verifies under the key the check-in page downloads.
    expect(badgeTokensOf(again.deps).verify(badge)).toBe(id)
    const key = badgeTokensOf(again.deps).publicKey.spki
    const { createPublicKey } = await import('node:crypto')
    expect(
      verifyBadgeToken(
        badge,
        createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' }),
      ),
    ).toBe(id)
    // The abstract downloads from the desk; the payment proof is back.
    const download = await (await secretariat(again))(`/desk/registrations/${id}/abstract`)
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdfBytes)
    expect(readFileSync(path.join(restoredDir, 'payment-proofs', PROOF))).toEqual(
      Buffer.from(pdfBytes),
    )
  })

  it('restores only into a new or empty folder, and never overwrites a backup', async () => {
    const data = fresh('data')
    await start(data)
    const backups = fresh('backups')
    const target = path.join(backups, 'society')
    backupDataFolder(data, target, `${target}.keys`)
    expect(() => backupDataFolder(data, target, path.join(backups, 'other-keys'))).toThrow(
      /exists already/,
    )
    expect(() => restoreDataFolder(target, data, `${target}.keys`)).toThrow(/not empty/)
    const empty = path.join(fresh('empty'), 'data')
    expect(() => restoreDataFolder(target, empty, `${target}.wrong-keys`)).toThrow(/no key bundle/)
    expect(existsSync(empty)).toBe(false)
    expect(existsSync(path.join(data, 'society.sqlite'))).toBe(true)
  })

  it('without the key bundle, a restored service cannot open what the old key sealed', async () => {
    const data = fresh('data')
    const service = await start(data)
    const sealed = badgeTokensOf(service.deps).sign(7)
    const backups = fresh('backups')
    backupDataFolder(data, path.join(backups, 'society'), path.join(backups, 'keys'))
    const restoredDir = fresh('restored')
    restoreDataFolder(path.join(backups, 'society'), restoredDir, null)
    const again = await start(restoredDir)
    expect(badgeTokensOf(again.deps).verify(sealed)).toBeNull()
  })
})
