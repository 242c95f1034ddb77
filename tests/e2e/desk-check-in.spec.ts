import { createPrivateKey, generateKeyPairSync } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import QRCode from 'qrcode'
import { badgeTokens } from '@amrs/society-api/badges/badge-token'
import { expect, expectAxeClean, test } from './fixtures'
import { signInAsNew, withE2eDb } from './desk-helpers.ts'
import { e2eWorkDir } from './work-dir.ts'

// The check-in page's own worker keeps it offline (docs/decisions/0081).
test.use({ serviceWorkers: 'allow' })

/** Five paid, visibly sample delegates of this run: their ids and names. */
async function delegates(run: string) {
  return withE2eDb(async (db) => {
    const people = []
    for (let n = 1; n <= 5; n++) {
      const email = `door-${run}-${n}@example.test`
      const data = {
        firstname: `Sample${run}`,
        surname: `Door${n}`,
        registration_category: 'student',
      }
      const at = '2025-10-01T09:00:00.000Z'
      const [row] = await db.write([
        {
          sql: `INSERT INTO conference_registrations (email, data, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING id`,
          params: [email, JSON.stringify(data), at, at],
        },
        {
          sql: `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency, state, provider, created_at, updated_at)
                VALUES (?, last_insert_rowid(), ?, 450, 45000, 'USD', 'success', 'paystack', ?, ?)`,
          params: [`IUMRS_ICAM25DOOR${run}${n}`, email, at, at],
        },
      ])
      people.push({ id: Number(row!.rows[0]!.id), name: `Sample${run} Door${n}` })
    }
    return people
  })
}

const checkIns = (ids: number[]) =>
  withE2eDb(async (db) =>
    db.all(
      `SELECT registration_id AS id, desk FROM check_ins WHERE registration_id IN (${ids.join(',')}) ORDER BY 1`,
    ),
  )

/** The check-in page with its list kept offline, at the desk named `desk`. */
async function openDoor(page: Page, origin: string, desk: string) {
  await page.goto(`${origin}/desk/check-in`)
  await page.getByRole('textbox', { name: 'Desk' }).fill(desk)
  await expect(page.getByRole('status')).toContainText('registrations kept for offline use')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
}

async function checkInByName(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Name' }).fill(name)
  await page.getByRole('button', { name: `Check in ${name}` }).click()
  await expect(page.locator('#door-answer')).toContainText('Checked in')
}

test('scan a badge; three check-ins offline sent on return; two desks, the first wins; live counts', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36).slice(-6)
  const people = await delegates(run)
  const [scannedOne, ...others] = people as [(typeof people)[0], ...typeof people]
  const origin = await signInAsNew(page, 'staff', `door.a.${run}@desk.example`)
  await openDoor(page, origin, 'Door A')

  // A badge's QR code, as a photo: read (the polyfill's wasm where Chromium has no detector),
  // its signature checked in the page, the person shown at once.
  const signingKey = readFileSync(path.join(e2eWorkDir(), 'data', 'badge-signing.pem'), 'utf8')
  const tokens = badgeTokens(createPrivateKey(signingKey))
  const photo = async (token: string) =>
    page.getByLabel('Scan from a photo').setInputFiles({
      name: 'badge.png',
      mimeType: 'image/png',
      buffer: await QRCode.toBuffer(token, { width: 360 }),
    })
  const answer = page.locator('#door-answer')
  await photo(tokens.sign(scannedOne.id))
  await expect(answer.locator('.door-name')).toHaveText(scannedOne.name)
  await expect(answer).toContainText('Delegate · Paid')
  await expectAxeClean(page)
  const forger = badgeTokens(generateKeyPairSync('ed25519').privateKey)
  await photo(forger.sign(scannedOne.id))
  await expect(answer).toContainText('Not a valid badge')

  // Offline (the page reloaded from its worker): three check-ins kept, sent when back online.
  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByRole('status')).toContainText('registrations kept for offline use')
  for (const person of others.slice(0, 3)) await checkInByName(page, person.name)
  await expect(page.getByRole('status')).toContainText('Offline: 3 check-ins kept')
  expect(await checkIns(others.map((p) => p.id))).toEqual([])
  await page.context().setOffline(false)
  await expect(page.getByRole('status')).toContainText('All check-ins sent (3)', {
    timeout: 10_000,
  })
  expect(await checkIns(others.map((p) => p.id))).toEqual(
    others.slice(0, 3).map((p) => ({ id: p.id, desk: 'Door A' })),
  )

  // Two desks, one delegate: Door B checks in offline, Door A online first; Door B is told.
  const last = others[3]!
  const second = await browser.newContext({ serviceWorkers: 'allow' })
  const doorB = await second.newPage()
  await signInAsNew(doorB, 'staff', `door.b.${run}@desk.example`)
  await openDoor(doorB, origin, 'Door B')
  await second.setOffline(true)
  await checkInByName(doorB, last.name)
  await checkInByName(page, last.name)
  await expect(page.getByRole('status')).toContainText('All check-ins sent (1)')
  await second.setOffline(false)
  await expect(doorB.locator('#door-answer')).toContainText(
    `Not recorded here: already checked in at Door A`,
  )
  await expect(doorB.locator('#door-answer')).toContainText(`door.a.${run}@desk.example`)
  expect(await checkIns([last.id])).toEqual([{ id: last.id, desk: 'Door A' }])

  // The overview's counts follow the door while it is open.
  await page.goto(`${origin}/desk/overview`)
  const checkedIn = page.locator('[data-count="checkedIn"]')
  const before = Number(await checkedIn.textContent())
  await checkInByName(doorB, scannedOne.name)
  await expect(checkedIn).toHaveText(String(before + 1), { timeout: 10_000 })
  await second.close()
})
