import { generateKeyPairSync } from 'node:crypto'
import type { Page } from '@playwright/test'
import QRCode from 'qrcode'
import { badgeTokens } from '@amrs/society-api/badges/badge-token'
import { expect, expectAxeClean, test } from './fixtures'
import { signInAsNew } from './desk-helpers.ts'
import {
  checkInByName,
  doorDelegates,
  openDoor,
  serverBadgeTokens,
  storedCheckIns as checkIns,
} from './door-helpers.ts'

// The check-in page's own worker keeps it offline (docs/decisions/0081).
test.use({ serviceWorkers: 'allow' })

/**
 * What Chrome asks of an app it installs: its own verdict where the browser gives one, and the
 * manifest as the browser parsed it with its icons. The headless build answers
 * Page.getInstallabilityErrors with [] for any page (even one with no manifest), so the manifest
 * and icons are checked here as its criteria do: a name, standalone, a start URL in scope, PNG
 * icons of 192 and 512 px that load as PNG at those sizes.
 */
async function expectInstallable(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page)
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([])
  const parsed = (await cdp.send('Page.getAppManifest')) as {
    errors: unknown[]
    data: string
    manifest?: { name: string; display: string; startUrl: string; scope: string; icons: Icon[] }
  }
  expect(parsed.errors).toEqual([])
  expect(parsed.manifest).toMatchObject({
    name: 'AMRS check-in',
    display: 'kStandalone',
    startUrl: `${origin}/desk/check-in`,
    scope: `${origin}/desk/`,
  })
  const pngs = parsed.manifest!.icons.filter((icon) => icon.type === 'image/png')
  const loaded = await page.evaluate(
    (icons) =>
      Promise.all(
        icons.map(async ({ url }) => {
          const type = (await fetch(url)).headers.get('content-type')
          const image = new Image()
          image.src = url
          await image.decode()
          return `${type} ${image.naturalWidth}x${image.naturalHeight}`
        }),
      ),
    pngs,
  )
  expect(loaded).toEqual(['image/png 192x192', 'image/png 512x512', 'image/png 512x512'])
  const purposes = (
    JSON.parse(parsed.data) as { icons: { type: string; purpose?: string }[] }
  ).icons
    .filter((icon) => icon.type === 'image/png')
    .map((icon) => icon.purpose ?? 'any')
  expect(purposes).toEqual(['any', 'any', 'maskable'])
  await cdp.detach()
}
interface Icon {
  url: string
  type: string
}

test('scan a badge; three check-ins offline sent on return; two desks, the first wins; live counts', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36).slice(-6)
  const people = await doorDelegates(run)
  const [scannedOne, ...others] = people as [(typeof people)[0], ...typeof people]
  const origin = await signInAsNew(page, 'staff', `door.a.${run}@desk.example`)
  await openDoor(page, origin, 'Door A')
  await expectInstallable(page, origin)

  // A badge's QR code, as a photo: read (the polyfill's wasm where Chromium has no detector),
  // its signature checked in the page, the person shown at once.
  const tokens = serverBadgeTokens()
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('search a name (posted, in no URL), check in; not paid warned, already checked in shown; stored', async ({
    page,
    browser,
  }) => {
    const run = Date.now().toString(36).slice(-6)
    const [paid] = await doorDelegates(run, 1)
    const [unpaid] = await doorDelegates(run, 1, { paid: false, first: 2 })
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    const origin = await signInAsNew(page, 'staff', `door.nojs.${run}@desk.example`)
    await page.goto(`${origin}/desk/check-in`)
    const search = async (name: string) => {
      await page.getByRole('searchbox', { name: 'Name' }).fill(name)
      await page.getByRole('button', { name: 'Search' }).click()
    }
    await page.getByRole('textbox', { name: 'Desk' }).fill('Door N')
    await search(`Sample${run}`)
    const results = page.getByRole('list', { name: 'Registrations found' }).getByRole('listitem')
    await expect(results).toHaveCount(2)
    await expect(results).toContainText([
      `${paid!.name} · Delegate · Paid · not checked in`,
      `${unpaid!.name} · Delegate · Not paid · not checked in`,
    ])

    const answer = page.locator('#door-answer')
    await page.getByRole('button', { name: `Check in ${paid!.name}` }).click()
    await expect(answer).toContainText(`Checked in${paid!.name}Delegate · Paid`)
    await search(paid!.name)
    await expect(results).toContainText([
      new RegExp(
        `^${paid!.name} · Delegate · Paid · checked in at Door N, \\d\\d:\\d\\d UTC, by door\\.nojs\\.${run}@desk\\.example`,
      ),
    ])
    // Again: the first check-in stands, and the desk is told where, when and by whom.
    await page.getByRole('button', { name: `Check in ${paid!.name}` }).click()
    await expect(answer).toContainText('Already checked in at Door N')
    await expect(answer).toContainText(`by door.nojs.${run}@desk.example`)
    await search(unpaid!.name)
    await page.getByRole('button', { name: `Check in ${unpaid!.name}` }).click()
    await expect(answer).toContainText('Not paid: send them to the payments desk.')

    expect(await checkIns([paid!.id, unpaid!.id])).toEqual([
      { id: paid!.id, desk: 'Door N' },
      { id: unpaid!.id, desk: 'Door N' },
    ])
    expect(urls.filter((url) => url.includes(`Sample${run}`))).toEqual([])

    // axe needs scripts: the same answer, in a page whose own script is left out, is checked.
    const withAxe = await browser.newContext({
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
    })
    const axePage = await withAxe.newPage()
    await axePage.route('**/desk/assets/check-in.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    )
    await axePage.goto(`${origin}/desk/check-in`)
    await axePage.getByRole('searchbox', { name: 'Name' }).fill(`Sample${run}`)
    await axePage.getByRole('button', { name: 'Search' }).click()
    await expect(axePage.getByRole('button', { name: `Check in ${unpaid!.name}` })).toBeVisible()
    await expectAxeClean(axePage)
    await withAxe.close()
  })
})
