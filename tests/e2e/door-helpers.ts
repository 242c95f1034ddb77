import { createPrivateKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { badgeTokens } from '@amrs/society-api/badges/badge-token'
import { expect } from './fixtures'
import { withE2eDb } from './desk-helpers.ts'
import { e2eWorkDir } from './work-dir.ts'

/** A card payment that succeeded, for the registration just written. */
const payment = (run: string, n: number, email: string, at: string) => ({
  sql: `INSERT INTO conference_transactions (reference, registration_id, email, amount, amount_minor, currency, state, provider, created_at, updated_at)
                VALUES (?, last_insert_rowid(), ?, 450, 45000, 'USD', 'success', 'paystack', ?, ?)`,
  params: [`IUMRS_ICAM25DOOR${run}${n}`, email, at, at],
})

/**
 * `count` visibly sample delegates of this run (named Sample<run> Door<n>, n from `first`), paid
 * by card unless told: ids and names.
 */
export async function doorDelegates(run: string, count = 5, { paid = true, first = 1 } = {}) {
  return withE2eDb(async (db) => {
    const people = []
    for (let n = first; n < first + count; n++) {
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
        ...(paid ? [payment(run, n, email, at)] : []),
      ])
      people.push({ id: Number(row!.rows[0]!.id), name: `Sample${run} Door${n}` })
    }
    return people
  })
}

/** The check-ins the server stored for these registrations: id and desk. */
export const storedCheckIns = (ids: number[]) =>
  withE2eDb(async (db) =>
    db.all(
      `SELECT registration_id AS id, desk FROM check_ins WHERE registration_id IN (${ids.join(',')}) ORDER BY 1`,
    ),
  )

/** Badge tokens signed with the browser-test server's own key (as its badges are). */
export function serverBadgeTokens() {
  const signingKey = readFileSync(path.join(e2eWorkDir(), 'data', 'badge-signing.pem'), 'utf8')
  return badgeTokens(createPrivateKey(signingKey))
}

/** The check-in page with its list kept offline, at the desk named `desk`. */
export async function openDoor(page: Page, origin: string, desk: string) {
  await page.goto(`${origin}/desk/check-in`)
  await page.getByRole('textbox', { name: 'Desk' }).fill(desk)
  await expect(page.getByRole('status')).toContainText('registrations kept for offline use')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
}

/** A check-in by the page's search (the list kept in the page). */
export async function checkInByName(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Name' }).fill(name)
  await page.getByRole('button', { name: `Check in ${name}` }).click()
  await expect(page.locator('#door-answer')).toContainText('Checked in')
}

/**
 * What the check-in page may have left in this browser, read from a page of the desk: the
 * IndexedDB databases, the kept answers of Cache Storage (paths), and localStorage's keys.
 */
export const deviceStorage = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        kept.push(new URL(request.url).pathname)
    return {
      databases: (await indexedDB.databases()).map((d) => d.name),
      kept: kept.filter((path) => !path.startsWith('/desk/assets/')),
      localStorage: Object.keys(localStorage),
    }
  })
