import type { Page } from '@playwright/test'
import { API_ERROR_STATUS, expect, test } from './fixtures'
import { signInAsNew, withE2eDb } from './desk-helpers.ts'
import {
  checkInByName,
  deviceStorage,
  doorDelegates,
  openDoor,
  storedCheckIns,
} from './door-helpers.ts'

// The check-in page's own worker keeps it offline (docs/decisions/0081); when the session is
// over, the device forgets what it kept ("When the session ends").
test.use({ serviceWorkers: 'allow' })

/** Nothing of the check-in page is left in this browser but its files (no personal data). */
const NOTHING_KEPT = { databases: [], kept: [], localStorage: [] }

/** The session of this account has expired (idle since long ago), as the service will find. */
const expireSessions = (email: string) =>
  withE2eDb((db) =>
    db.write([
      {
        sql: `UPDATE desk_sessions SET last_seen_at = '2000-01-01T00:00:00.000Z'
              WHERE account_id = (SELECT id FROM desk_accounts WHERE email = ?)`,
        params: [email],
      },
    ]),
  )

/**
 * Nothing of the check-in page is kept on the device; offline, the list is nowhere the desk's
 * pages can reach, and the check-in page says to sign in: no list to search, nothing to check in.
 */
async function signedOutOffline(page: Page, origin: string, names: string[]) {
  expect(await deviceStorage(page)).toEqual(NOTHING_KEPT)
  await page.context().setOffline(true)
  expect(
    await page.evaluate(() =>
      fetch('/desk/check-in/data').then(
        (r) => r.status,
        () => 'no list',
      ),
    ),
  ).toBe('no list')
  await page.goto(`${origin}/desk/check-in`)
  await expect(page.getByRole('status')).toContainText('you are signed out. Please sign in')
  await expect(page.getByRole('searchbox')).toHaveCount(0)
  for (const name of names) await expect(page.getByText(name)).toHaveCount(0)
  await page.context().setOffline(false)
}

/**
 * A new staff account (`door.<who>.<run>@desk.example`) signed in with the check-in page open at
 * `door`, and `count` delegates of this run to check in.
 */
async function doorOpened(page: Page, who: string, door: string, count: number) {
  const run = Date.now().toString(36).slice(-6)
  const people = await doorDelegates(run, count)
  const email = `door.${who}.${run}@desk.example`
  const origin = await signInAsNew(page, 'staff', email)
  await openDoor(page, origin, door)
  return { run, people, email, origin }
}

test('sign-out sends the queued check-ins first, then the device forgets the list and the queue', async ({
  page,
  allowPageErrors,
}) => {
  // The check-in page offline with nothing kept answers 503.
  allowPageErrors(API_ERROR_STATUS)
  const { people, origin } = await doorOpened(page, 'out', 'Door S', 2)

  // The service cannot be reached for a while: one check-in waits in the queue.
  let blocked = true
  let tries = 0
  await page.context().route('**/desk/check-in/sync', (route) => {
    if (!blocked) return route.continue()
    tries++
    return route.abort()
  })
  await checkInByName(page, people[0]!.name)
  await expect(page.getByRole('status')).toContainText('Offline: 1 check-ins kept')
  // Just after a retry (the next is 3 s away), the service is back, and the desk signs out.
  const after = tries
  await expect.poll(() => tries, { timeout: 5_000 }).toBeGreaterThan(after)
  blocked = false
  await page.getByRole('button', { name: 'Sign out' }).click()

  await expect(page.getByRole('heading', { name: 'Signed out', level: 1 })).toBeVisible()
  await expect(page.locator('[data-device-forgot]')).toHaveText(
    'Signed out: the offline list was removed from this device; 1 check-in was sent first.',
  )
  expect(await storedCheckIns(people.map((p) => p.id))).toEqual([
    { id: people[0]!.id, desk: 'Door S' },
  ])
  await signedOutOffline(
    page,
    origin,
    people.map((p) => p.name),
  )
})

test('a session that expires while the page is open: the list goes, what was not sent is said', async ({
  page,
  allowPageErrors,
}) => {
  allowPageErrors(API_ERROR_STATUS)
  const { run, people, email, origin } = await doorOpened(page, 'expired', 'Door E', 2)

  await page.context().setOffline(true)
  await checkInByName(page, people[0]!.name)
  await expireSessions(email)
  await page.context().setOffline(false)

  // Back online, the queue is sent, and the service says the session is over.
  await expect(page.getByRole('status')).toHaveText(
    'Your session has ended: the offline list was removed from this device. 1 check-in could not be sent and was deleted with it: that person is not checked in. Check them in again after signing in. Sign in to check people in again.',
    { timeout: 10_000 },
  )
  await expect(page.locator('#door-answer')).toBeEmpty()
  await page.getByRole('searchbox', { name: 'Name' }).fill(`Sample${run}`)
  await expect(page.getByRole('list', { name: 'Registrations found' })).toBeEmpty()
  await expect(page.getByRole('button', { name: /^Check in/ })).toHaveCount(0)
  expect(await storedCheckIns(people.map((p) => p.id))).toEqual([])
  await signedOutOffline(
    page,
    origin,
    people.map((p) => p.name),
  )
})

test('the page opened after the session expired: the device forgets before anything is shown offline', async ({
  page,
  allowPageErrors,
}) => {
  allowPageErrors(API_ERROR_STATUS)
  const { people, email, origin } = await doorOpened(page, 'later', 'Door L', 1)
  await expireSessions(email)

  await page.goto(`${origin}/desk/check-in`)
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible()
  await expect(page.locator('[data-device-forgot]')).toHaveText(
    'Your session has ended: the offline list was removed from this device. Sign in to check people in again.',
  )
  await signedOutOffline(page, origin, [people[0]!.name])
})
