import { createPublicKey } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { addSampleRegistrations } from '../desk/registrations/sample-registrations.test-utils.ts'
import { handleIn, searchList } from '../desk/searches/search.test-utils.ts'
import { qrCodesInPdf } from '../pdf/pdf-qr.test-utils.ts'
import { readPdf } from '../pdf/pdf-text.test-utils.ts'
import { verifyBadgeToken, type BadgePublicKey } from './badge-token.ts'

/**
 * Ten sample registrations: #1 and #6 paid (Sample00000, Sample00005), the others pending,
 * abandoned, mismatched or unpaid. #1 was paid on 20 November, #6 on 26 November.
 */
async function badgeDesk() {
  const desk = await deskHarness()
  await addSampleRegistrations(desk.deps.db, 10)
  await desk.deps.db.write([
    {
      sql: `UPDATE conference_transactions SET paid_at = ? WHERE email = ?`,
      params: ['2025-11-20T09:00:00.000Z', 'sample-00000@example.test'],
    },
    {
      sql: `UPDATE conference_transactions SET paid_at = ? WHERE email = ?`,
      params: ['2025-11-26T15:30:00.000Z', 'sample-00005@example.test'],
    },
  ])
  return { desk, staff: await desk.signedIn('staff') }
}

const audited = (desk: Awaited<ReturnType<typeof deskHarness>>) =>
  desk.deps.db.all<{ action: string; target: string }>(
    "SELECT action, target FROM audit_log WHERE action LIKE 'badge%' ORDER BY id",
  )

describe('badges on the desk', { timeout: 30_000 }, () => {
  it('staff download an A4 sheet for "paid since": only paid registrations that match, as an audited attachment', async () => {
    const { desk, staff } = await badgeDesk()
    const all = await (await desk.request('/desk/badges', { cookie: staff })).text()
    expect(all).toContain('2 paid registrations in all')
    const since = await (
      await desk.request('/desk/badges?paid_since=2025-11-25', { cookie: staff })
    ).text()
    expect(since).toContain('1 paid registration matches the filters (paid since: 2025-11-25)')
    expect(since).toContain('href="/desk/badges.pdf?paid_since=2025-11-25&amp;layout=a4"')

    const response = await desk.request('/desk/badges.pdf?paid_since=2025-11-25&layout=a4', {
      cookie: staff,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="badges-a4-2025-10-20.pdf"',
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    const pdf = await readPdf(bytes)
    expect(pdf.pages).toBe(1)
    expect(pdf.text).toContain('Sample00005 Person00005')
    expect(pdf.text).not.toContain('Sample00000')
    expect(pdf.text).toContain('Delegate')

    // The QR code is the registration's token, verified with the key the desk publishes.
    const key = (await (
      await desk.request('/desk/badges/public-key', { cookie: staff })
    ).json()) as BadgePublicKey
    const [code] = await qrCodesInPdf(bytes)
    expect(verifyBadgeToken(code!, createPublicKey({ key: key.jwk, format: 'jwk' }))).toBe(6)

    const both = await readPdf(
      new Uint8Array(
        await (await desk.request('/desk/badges.pdf?layout=a6', { cookie: staff })).arrayBuffer(),
      ),
    )
    expect(both.pages).toBe(2)
    expect(audited(desk)).toEqual([
      { action: 'badges.printed', target: '1 badges; layout=a4; paid_since=2025-11-25' },
      { action: 'badges.printed', target: '2 badges; layout=a6' },
    ])
  })

  it('the list\'s filters carry over, a search is logged only as "a search", and no match is said plainly', async () => {
    const { desk, staff } = await badgeDesk()
    const list = await (
      await desk.request('/desk/registrations?category=student', { cookie: staff })
    ).text()
    expect(list).toContain('href="/desk/badges?category=student"')
    const paidSince = await (
      await desk.request('/desk/registrations?paid_since=2025-11-25', { cookie: staff })
    ).text()
    expect(paidSince).toContain('1 registration; page 1 of 1.')
    expect(paidSince).toContain('Person00005, Sample00005')
    expect(paidSince).toContain('href="/desk/badges?paid_since=2025-11-25"')
    // A search (its form's POST) reaches the badges by its handle; the page says what it was.
    const unpaid = handleIn(await searchList(desk, staff, '/desk/registrations', 'Sample00003'))
    const none = await desk.request(`/desk/badges.pdf?find=${unpaid}&layout=a4`, { cookie: staff })
    expect(none.status).toBe(404)
    expect(await none.text()).toContain('No paid registration matches these filters.')
    const paid = await searchList(desk, staff, '/desk/registrations', 'Sample00005')
    const listed = await (await desk.request(paid, { cookie: staff })).text()
    expect(listed).toContain(`href="/desk/badges?find=${handleIn(paid)}"`)
    const badges = await (
      await desk.request(`/desk/badges?find=${handleIn(paid)}`, { cookie: staff })
    ).text()
    expect(badges).toContain('1 paid registration matches the filters (search: “Sample00005”)')
    expect(badges).toContain(`href="/desk/badges.pdf?find=${handleIn(paid)}&amp;layout=a4"`)
    const found = await desk.request(`/desk/badges.pdf?find=${handleIn(paid)}`, { cookie: staff })
    expect(found.status).toBe(200)
    expect(audited(desk)).toEqual([
      { action: 'badges.printed', target: '1 badges; layout=a4; search=yes' },
    ])
  })

  it('a paid registration\'s page offers "Print badge"; the reprint is its badge alone; an unpaid one has none', async () => {
    const { desk, staff } = await badgeDesk()
    const paidPage = await (await desk.request('/desk/registrations/1', { cookie: staff })).text()
    expect(paidPage).toContain('href="/desk/registrations/1/badge.pdf?layout=a6"')
    const unpaidPage = await (await desk.request('/desk/registrations/2', { cookie: staff })).text()
    expect(unpaidPage).not.toContain('badge.pdf')

    const reprint = await desk.request('/desk/registrations/1/badge.pdf?layout=a6', {
      cookie: staff,
    })
    expect(reprint.headers.get('content-disposition')).toBe(
      'attachment; filename="badge-1-a6-2025-10-20.pdf"',
    )
    const pdf = await readPdf(new Uint8Array(await reprint.arrayBuffer()))
    expect(pdf.pages).toBe(1)
    expect(pdf.text).toContain('Sample00000 Person00010')
    const refused = await desk.request('/desk/registrations/2/badge.pdf', { cookie: staff })
    expect(refused.status).toBe(404)
    expect(audited(desk)).toEqual([{ action: 'badge.reprinted', target: '1' }])
  })

  it('the desk sets a badge category (exhibitor, staff): recorded in the history and the audit log, printed on the band', async () => {
    const { desk, staff } = await badgeDesk()
    const set = await desk.request('/desk/registrations/1/badge-category', {
      method: 'POST',
      cookie: staff,
      form: { badge_category: 'exhibitor' },
    })
    expect(set.status).toBe(303)
    expect(set.headers.get('location')).toBe('/desk/registrations/1?saved=1')
    const page = await (await desk.request('/desk/registrations/1', { cookie: staff })).text()
    expect(page).toContain('<option value="exhibitor" selected="">Exhibitor</option>')
    const badge = async () =>
      readPdf(
        new Uint8Array(
          await (
            await desk.request('/desk/registrations/1/badge.pdf', { cookie: staff })
          ).arrayBuffer(),
        ),
      )
    expect((await badge()).text).toContain('Exhibitor')
    const refused = await desk.request('/desk/registrations/1/badge-category', {
      method: 'POST',
      cookie: staff,
      form: { badge_category: 'vip' },
    })
    expect(refused.status).toBe(400)
    await desk.request('/desk/registrations/1/badge-category', {
      method: 'POST',
      cookie: staff,
      form: { badge_category: '' },
    })
    const again = await badge()
    expect(again.text).toContain('Delegate')
    expect(again.text).not.toContain('Exhibitor')
    expect(
      desk.deps.db.all(
        'SELECT field, before, after FROM registration_changes WHERE registration_id = 1 ORDER BY id',
      ),
    ).toEqual([
      { field: 'badge_category', before: '', after: 'exhibitor' },
      { field: 'badge_category', before: 'exhibitor', after: '' },
    ])
    expect(
      desk.deps.db.all("SELECT action, target FROM audit_log WHERE action LIKE 'registration.%'"),
    ).toEqual([
      { action: 'registration.badge-category', target: '1' },
      { action: 'registration.badge-category', target: '1' },
    ])
  })

  it('a reviewer may not print badges, set a category, nor read the key', async () => {
    const { desk } = await badgeDesk()
    const reviewer = await desk.signedIn('reviewer')
    for (const path of ['/desk/badges', '/desk/badges.pdf', '/desk/registrations/1/badge.pdf'])
      expect((await desk.request(path, { cookie: reviewer })).status, path).toBe(403)
    const category = await desk.request('/desk/registrations/1/badge-category', {
      method: 'POST',
      cookie: reviewer,
      form: { badge_category: 'staff' },
    })
    expect(category.status).toBe(403)
    const key = await desk.request('/desk/badges/public-key', { cookie: reviewer })
    expect(key.status).toBe(403)
  })

  it("the public key is what verifies the service's badges, and holds nothing private", async () => {
    const { desk, staff } = await badgeDesk()
    const response = await desk.request('/desk/badges/public-key', { cookie: staff })
    expect(response.headers.get('cache-control')).toBe('no-store')
    const key = (await response.json()) as BadgePublicKey
    expect(key.algorithm).toBe('Ed25519')
    expect(Object.keys(key.jwk).sort()).toEqual(['crv', 'kty', 'x'])
  })
})
