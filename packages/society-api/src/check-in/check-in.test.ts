import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { badgeTokensOf } from '../badges/badge-tokens-of.ts'
import { verifyBadgeToken } from './assets/check-in-token.js'
import { versionedWorker } from './check-in-assets.ts'

/** Five sample registrations: #1 paid (Sample00000), #2 pending, #3 abandoned, #4 mismatch, #5 none. */
async function door() {
  const desk = await deskHarness()
  await addSampleRegistrations(desk.deps.db, 5)
  const a = await desk.account('staff', 'door.a@desk.example')
  const b = await desk.account('staff', 'door.b@desk.example')
  return { desk, a: await desk.sessionOf(a.id), b: await desk.sessionOf(b.id) }
}

const stored = (desk: Awaited<ReturnType<typeof deskHarness>>) =>
  desk.deps.db.all(
    `SELECT k.registration_id AS id, k.desk, a.email AS by, k.checked_in_at AS at
     FROM check_ins k JOIN desk_accounts a ON a.id = k.account_id ORDER BY 1`,
  )
const audited = (desk: Awaited<ReturnType<typeof deskHarness>>) =>
  desk.deps.db.all("SELECT action, target FROM audit_log WHERE action LIKE 'check-in%' ORDER BY id")

describe('check-in at the door, on the desk', { timeout: 30_000 }, () => {
  it('without scripts: search by name, check in; a second desk is told who checked in first, where and when', async () => {
    const { desk, a, b } = await door()
    const search = (cookie: string, q: string) =>
      desk.request('/desk/check-in/search', { cookie, form: { q, desk: 'Door A' } })
    // The name is posted, never in a URL: the page ignores a `?q=`.
    const page = await (await desk.request('/desk/check-in?q=sample00000', { cookie: a })).text()
    expect(page).toContain('<form method="post" action="/desk/check-in/search"')
    expect(page).not.toContain('Sample00000')
    const searched = await search(a, 'sample00000')
    expect(searched.status).toBe(200)
    expect(searched.headers.get('Permissions-Policy')).toContain('camera=(self)')
    const found = await searched.text()
    expect(found).toContain('Sample00000 Person00005')
    expect(found).toContain('Delegate · Paid · not checked in')
    expect(found).toContain('aria-label="Check in Sample00000 Person00005"')
    expect(found).toContain('<input type="hidden" name="desk" value="Door A"/>')
    expect(found).not.toContain('Sample00001')
    expect(await (await search(a, 'nobody')).text()).toContain('No registration matches “nobody”.')

    const first = await desk.request('/desk/check-in', {
      cookie: a,
      form: { registration: '1', desk: 'Door A' },
    })
    expect(first.status).toBe(200)
    const firstText = await first.text()
    expect(firstText).toContain('Checked in')
    expect(firstText).toContain('Sample00000 Person00005')

    desk.advance(60_000)
    const second = await (
      await desk.request('/desk/check-in', {
        cookie: b,
        form: { registration: '1', desk: 'Door B' },
      })
    ).text()
    expect(second).toContain('Already checked in at Door A, 10:00 UTC, by door.a@desk.example')
    expect(stored(desk)).toEqual([
      { id: 1, desk: 'Door A', by: 'door.a@desk.example', at: '2025-10-20T10:00:00.000Z' },
    ])
    expect(await (await search(b, 'Person00005')).text()).toContain(
      'Delegate · Paid · checked in at Door A, 10:00 UTC, by door.a@desk.example',
    )
    // Each search is audited with the number of matches (never the words searched).
    expect(audited(desk)).toEqual([
      { action: 'check-in.searched', target: '1' },
      { action: 'check-in.searched', target: '0' },
      { action: 'check-in.recorded', target: '1' },
      { action: 'check-in.searched', target: '1' },
    ])

    const unpaid = await (
      await desk.request('/desk/check-in', {
        cookie: b,
        form: { registration: '2', desk: 'Door B' },
      })
    ).text()
    expect(unpaid).toContain('Not paid: send them to the payments desk.')
  })

  it("offline queues: each recorded once, a retry is no second check-in, the other desk's first wins", async () => {
    const { desk, a, b } = await door()
    const sync = (cookie: string, body: unknown) =>
      desk.request('/desk/check-in/sync', { cookie, json: body }).then((r) => r.json())
    const queued = [
      { i: 1, at: '2025-10-20T09:10:00.000Z' },
      { i: 3, at: '2025-10-20T09:11:00.000Z' },
    ]
    expect(await sync(a, { desk: 'Door A', items: queued })).toEqual({
      results: [
        {
          i: 1,
          outcome: 'recorded',
          k: { desk: 'Door A', by: 'door.a@desk.example', at: queued[0]!.at },
        },
        {
          i: 3,
          outcome: 'recorded',
          k: { desk: 'Door A', by: 'door.a@desk.example', at: queued[1]!.at },
        },
      ],
    })
    // The same queue again (its answer was lost): nothing new.
    const again = await sync(a, { desk: 'Door A', items: queued })
    expect(again.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'repeated',
      'repeated',
    ])
    // Door B checked #3 in while offline, earlier by its clock: Door A's reached the service first.
    const late = await sync(b, {
      desk: 'Door B',
      items: [
        { i: 3, at: '2025-10-20T09:05:00.000Z' },
        { i: 4, at: '2025-10-20T09:06:00.000Z' },
        { i: 999, at: '2025-10-20T09:06:00.000Z' },
      ],
    })
    expect(late.results).toEqual([
      {
        i: 3,
        outcome: 'already',
        k: { desk: 'Door A', by: 'door.a@desk.example', at: queued[1]!.at },
      },
      {
        i: 4,
        outcome: 'recorded',
        k: { desk: 'Door B', by: 'door.b@desk.example', at: '2025-10-20T09:06:00.000Z' },
      },
      { i: 999, outcome: 'unknown' },
    ])
    expect(stored(desk).map((r) => [r.id, r.desk])).toEqual([
      [1, 'Door A'],
      [3, 'Door A'],
      [4, 'Door B'],
    ])
    expect(audited(desk)).toHaveLength(3)
    // A malformed queue is refused whole.
    const bad = await desk.request('/desk/check-in/sync', {
      cookie: a,
      json: {
        desk: 'Door A',
        items: [
          { i: 2, at: 'soon' },
          { i: 'two', at: 'soon' },
        ],
      },
    })
    expect(bad.status).toBe(400)
    expect(stored(desk)).toHaveLength(3)
    // The overview's live counts.
    const counts = await (await desk.request('/desk/check-in/counts', { cookie: a })).json()
    expect(counts).toEqual({ registered: 5, paid: 1, checkedIn: 3 })
    const overview = await (await desk.request('/desk/overview', { cookie: a })).text()
    expect(overview).toMatch(/<dt>Checked in<\/dt><dd data-count="checkedIn">3<\/dd>/)
    expect(overview).toContain('src="/desk/assets/door-counts.js"')
  })

  it('the offline data: the minimum per registration and the key that checks the badges', async () => {
    const { desk, a } = await door()
    const response = await desk.request('/desk/check-in/data', { cookie: a })
    const data = await response.json()
    expect(data.list).toHaveLength(5)
    expect(data.list[0]).toEqual({ i: 1, n: 'Sample00000 Person00005', c: 'Delegate', p: true })
    expect(JSON.stringify(data)).not.toContain('@example.test')
    const token = badgeTokensOf(desk.deps).sign(1)
    expect(await verifyBadgeToken(token, data.key)).toBe(1)
    expect(audited(desk)).toEqual([{ action: 'check-in.list-downloaded', target: '5' }])
  })

  it('the offline data for 800 registrations stays small (measured: bytes and gzip)', async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 800)
    const body = Buffer.from(
      await (
        await desk.request('/desk/check-in/data', { cookie: await desk.signedIn('staff') })
      ).arrayBuffer(),
    )
    const gzip = gzipSync(body).length
    expect(JSON.parse(body.toString()).list).toHaveLength(800)
    expect(gzip).toBeLessThan(16_000)
  })
})

describe('the check-in page installs as an app', () => {
  it('its manifest names PNG icons of 192 and 512 px (one maskable), each served as such, kept a day', async () => {
    const desk = await deskHarness()
    const manifest = await (await desk.request('/desk/check-in.webmanifest')).json()
    expect(manifest).toMatchObject({ start_url: '/desk/check-in', display: 'standalone' })
    const pngs = (
      manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[]
    )
      .filter((icon) => icon.type === 'image/png')
      .map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)
    expect(pngs).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
      const response = await desk.request(icon.src)
      expect(response.headers.get('Content-Type'), icon.src).toBe('image/png')
      expect(response.headers.get('Cache-Control'), icon.src).toBe('private, max-age=86400')
      const png = Buffer.from(await response.arrayBuffer())
      // The PNG signature, then the IHDR chunk's width and height.
      expect(png.subarray(1, 4).toString(), icon.src).toBe('PNG')
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes)
    }
  })
})

describe("the check-in page's service worker", () => {
  it('names its cache by what it keeps: any kept file that changes makes a new worker', async () => {
    const desk = await deskHarness()
    const served = await (await desk.request('/desk/check-in-sw.js')).text()
    const version = /const VERSION = '([0-9a-f]{16})'/.exec(served)?.[1]
    expect(version).toBeTruthy()
    const source =
      "const VERSION = 'unversioned'\nconst FILES = ['/desk/assets/a.js', '/desk/assets/b.css']"
    const files: Record<string, string> = { 'a.js': 'one', 'b.css': 'two' }
    const versionOf = (kept: Record<string, string>) =>
      /VERSION = '(\w+)'/.exec(versionedWorker(source, (name) => kept[name] ?? null))?.[1]
    expect(versionOf(files)).toBe(versionOf({ ...files }))
    expect(versionOf({ ...files, 'b.css': 'two, changed' })).not.toBe(versionOf(files))
    expect(versionOf({ ...files, 'a.js': 'one!' })).not.toBe(versionOf(files))
  })
})

describe('when the session ends, the device forgets (docs/decisions/0081)', () => {
  const FORGETS = '<script type="module" src="/desk/assets/check-in-signed-out.js"></script>'

  it('every desk page answered without a session has the device forget; signed-in pages do not', async () => {
    const { desk, a } = await door()
    const open = await desk.request('/desk/check-in', { cookie: a })
    expect(await open.text()).not.toContain(FORGETS)
    const signedOut = await desk.request('/desk/sign-out', { cookie: a, form: {} })
    const text = await signedOut.text()
    expect(text).toContain('Signed out')
    expect(text).toContain(FORGETS)
    // The session is over: the check-in page and its list answer "sign in", and forget.
    const after = await desk.request('/desk/check-in', { cookie: a })
    expect(after.status).toBe(401)
    expect(await after.text()).toContain(FORGETS)
    expect((await desk.request('/desk/check-in/data', { cookie: a })).status).toBe(401)
    for (const name of ['check-in-signed-out.js', 'check-in-forget.js']) {
      const asset = await desk.request(`/desk/assets/${name}`)
      expect(asset.headers.get('Content-Type'), name).toBe('text/javascript; charset=utf-8')
    }
    // The worker keeps the module the check-in page imports to forget.
    expect(await (await desk.request('/desk/check-in-sw.js')).text()).toContain(
      "'/desk/assets/check-in-forget.js'",
    )
  })
})
