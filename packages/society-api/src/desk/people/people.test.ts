import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'
import { handleIn, searchList } from '../searches/search.test-utils.ts'
import { readWorkbook } from '../exports/xlsx.test-utils.ts'

const AT = '2025-09-01T10:00:00Z'

/** Four subscribers, one in each state, and 60 sample members (more than a page). */
async function fixture() {
  const desk = await deskHarness()
  await desk.deps.db.write([
    {
      sql: `INSERT INTO newsletter_subscriptions (email, created_at) VALUES ('sample-new@example.test', ?)`,
      params: [AT],
    },
    {
      sql: `INSERT INTO newsletter_subscriptions (email, created_at, confirmed_at) VALUES ('sample-yes@example.test', ?, ?)`,
      params: [AT, AT],
    },
    {
      sql: `INSERT INTO newsletter_subscriptions (email, created_at, confirmed_at, unsubscribed_at) VALUES ('sample-left@example.test', ?, ?, ?)`,
      params: [AT, AT, AT],
    },
    {
      sql: `INSERT INTO newsletter_subscriptions (email, created_at, confirmed_at) VALUES ('Sample-Bounced@example.test', ?, ?)`,
      params: [AT, AT],
    },
    {
      sql: `INSERT INTO mail_suppressions (address, reason, created_at) VALUES ('sample-bounced@example.test', 'bounce', ?)`,
      params: [AT],
    },
    ...Array.from({ length: 60 }, (_, i) => ({
      sql: `INSERT INTO member_profiles (email, surname, first_name, date_of_birth, contact_number, chapter, password_hash, created_at)
            VALUES (?, ?, ?, '2000-01-01', '+233 20 000 0000', 'University of Ghana', 'not-a-hash', ?)`,
      params: [`member-${i}@example.test`, `Member${String(i).padStart(2, '0')}`, `Sample${i}`, AT],
    })),
  ])
  return desk
}

const status = (html: string) =>
  /(\d+) (?:members?|subscribers?); page (\d+) of (\d+)/.exec(html)?.slice(1).map(Number)

describe('members and newsletter subscribers on the desk', () => {
  it('lists subscribers with their state, filters by state, and searches', async () => {
    const desk = await fixture()
    const cookie = await desk.signedIn('secretariat')
    const get = async (q: string) =>
      (await desk.request(`/desk/subscribers?${q}`, { cookie })).text()
    const all = await get('')
    expect(status(all)).toEqual([4, 1, 1])
    for (const [state, email] of [
      ['unconfirmed', 'sample-new@example.test'],
      ['confirmed', 'sample-yes@example.test'],
      ['unsubscribed', 'sample-left@example.test'],
      ['bounced', 'Sample-Bounced@example.test'],
    ]) {
      const html = await get(`state=${state}`)
      expect(status(html), state).toEqual([1, 1, 1])
      expect(html, state).toContain(`<td>${email}</td><td>${state}</td>`)
    }
    // The search: a POST; the URL it answers with holds a handle, never the text.
    const left = await searchList(desk, cookie, '/desk/subscribers', 'LEFT', { state: '' })
    expect(left).toMatch(/^\/desk\/subscribers\?find=[\w-]{22}$/)
    const html = await (await desk.request(left, { cookie })).text()
    expect(status(html)).toEqual([1, 1, 1])
    expect(html).toContain('<input name="q" type="search" value="LEFT"/>')
    expect(html).toContain(`href="/desk/exports/subscribers.csv?find=${handleIn(left)}"`)
    expect(
      await searchList(desk, cookie, '/desk/subscribers', 'sample', { state: 'bounced' }),
    ).toMatch(/^\/desk\/subscribers\?find=[\w-]{22}&state=bounced$/)
    // An empty box: no search, the state kept.
    expect(await searchList(desk, cookie, '/desk/subscribers', '', { state: 'confirmed' })).toBe(
      '/desk/subscribers?state=confirmed',
    )
  })

  it('pages and searches members, and never shows the password hash', async () => {
    const desk = await fixture()
    const cookie = await desk.signedIn('secretariat')
    const get = async (q: string) => (await desk.request(`/desk/members?${q}`, { cookie })).text()
    const first = await get('')
    expect(status(first)).toEqual([60, 1, 2])
    expect(first).not.toContain('not-a-hash')
    expect(status(await get('page=2'))).toEqual([60, 2, 2])
    expect((await get('page=2')).match(/<tr>/g)).toHaveLength(1 + 10)
    const found = await searchList(desk, cookie, '/desk/members', 'sample7 member07')
    expect(found.toLowerCase()).not.toContain('member07')
    expect(status(await get(found.split('?')[1]!))).toEqual([1, 1, 1])
    // Another session's handle is no search.
    const other = await desk.signedIn('secretariat')
    expect(status(await (await desk.request(found, { cookie: other })).text())).toEqual([60, 1, 2])
  })

  it('exports subscribers as CSV and XLSX, each export audited with its count only', async () => {
    const desk = await fixture()
    const cookie = await desk.signedIn('secretariat')
    const csv = await (
      await desk.request('/desk/exports/subscribers.csv?state=confirmed', { cookie })
    ).text()
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'E-mail,State,Subscribed,Confirmed,Unsubscribed',
      'sample-yes@example.test,confirmed,2025-09-01,2025-09-01,',
    ])
    const searched = await searchList(desk, cookie, '/desk/members', 'member0')
    const response = await desk.request(`/desk/exports/members.xlsx?find=${handleIn(searched)}`, {
      cookie,
    })
    const book = await readWorkbook(await response.arrayBuffer())
    const sheet = book.getWorksheet('Members')!
    expect(sheet.rowCount).toBe(11)
    expect(sheet.getRow(2).getCell(2).value).toBe('Member00')
    const audit = desk.deps.db.all(
      'SELECT action, target FROM audit_log WHERE action LIKE ? ORDER BY id',
      ['%.exported.%'],
    )
    expect(audit).toEqual([
      { action: 'subscribers.exported.csv', target: '1 rows; state=confirmed' },
      { action: 'members.exported.xlsx', target: '10 rows; search=yes' },
    ])
  })

  it('staff and reviewers get neither the lists nor the exports', async () => {
    const desk = await fixture()
    for (const role of ['staff', 'reviewer'] as const) {
      const cookie = await desk.signedIn(role)
      for (const path of [
        '/desk/members',
        '/desk/subscribers',
        '/desk/exports/subscribers.csv',
        '/desk/exports/members.xlsx',
      ]) {
        const response = await desk.request(path, { cookie })
        expect(response.status, `${role} ${path}`).toBe(403)
        expect(await response.text()).not.toContain('example.test')
      }
    }
  })
})
