import { describe, expect, it } from 'vitest'
import { PURGE_RULES, runPurge } from '../../privacy/purge-rules.ts'
import { privacyPolicySeedText } from '../../privacy/privacy-page.test-utils.ts'
import { tokenHash } from '../auth/tokens.ts'
import { deskHarness, PASSWORD, totpCode } from '../desk.test-utils.ts'
import { addSampleRegistrations } from '../registrations/sample-registrations.test-utils.ts'
import { deskSearchesRule } from './search-purge.ts'
import { handleIn, searchList } from './search.test-utils.ts'

const sessionIdOf = (cookie: string) => tokenHash(cookie.split('=')[1]!)
const status = (html: string) =>
  /(\d+) registrations?; page (\d+) of (\d+)/.exec(html)?.slice(1).map(Number)
const names = (html: string) =>
  [...html.matchAll(/registrations\/\d+">(Person\d+), (Sample\d+)</g)].map(
    (m) => `${m[1]}, ${m[2]}`,
  )
const searchBox = (html: string) => /<input name="q" type="search" value="([^"]*)"/.exec(html)?.[1]
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!)

describe('desk searches: the text is kept for the session, the URL holds a handle', () => {
  it('a search is a POST answered with a 303 to the list with a handle and the filters, never the text', async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 20)
    const cookie = await desk.signedIn('secretariat')
    const location = await searchList(desk, cookie, '/desk/registrations', ' Sample00003 ', {
      category: 'student',
      sort: 'name',
      dir: 'asc',
    })
    expect(location).toMatch(/^\/desk\/registrations\?find=[\w-]{22}&category=student&sort=name$/)
    expect(location.toLowerCase()).not.toContain('sample')
    const handle = handleIn(location)
    expect(desk.deps.db.all('SELECT id, session_id, text FROM desk_searches')).toEqual([
      { id: handle, session_id: sessionIdOf(cookie), text: 'Sample00003' },
    ])

    const html = await (await desk.request(location, { cookie })).text()
    expect(names(html)).toEqual(['Person00017, Sample00003'])
    expect(searchBox(html)).toBe('Sample00003')
    // Sorting, paging, the exports and the badges carry the handle, never the text.
    const links = hrefs(html).filter((href) => /(registrations|\.csv|\.xlsx|badges)\?/.test(href))
    // Nine column headers, the CSV, the XLSX and the badges.
    expect(links).toHaveLength(12)
    for (const href of links) {
      expect(href).toContain(`find=${handle}`)
      expect(href.toLowerCase()).not.toContain('sample00003')
    }
    const csv = await (
      await desk.request(`/desk/exports/registrations.csv?find=${handle}`, { cookie })
    ).text()
    expect(csv.trim().split('\n')).toHaveLength(2)
    expect(csv).toContain('Person00017,Sample00003')

    // The same text again: the same handle. An empty box: no search.
    expect(handleIn(await searchList(desk, cookie, '/desk/registrations', 'Sample00003'))).toBe(
      handle,
    )
    expect(await searchList(desk, cookie, '/desk/registrations', '  ', { payment: 'paid' })).toBe(
      '/desk/registrations?payment=paid',
    )
    expect(desk.count('desk_searches')).toBe(1)
  })

  it("another session's handle is no search: the whole list, an empty box, links without it", async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 20)
    const mine = await desk.signedIn('secretariat')
    const location = await searchList(desk, mine, '/desk/registrations', 'sample-00004@example')
    const handle = handleIn(location)
    expect(names(await (await desk.request(location, { cookie: mine })).text())).toEqual([
      'Person00016, Sample00004',
    ])

    const theirs = await desk.signedIn('secretariat')
    const html = await (await desk.request(location, { cookie: theirs })).text()
    expect(status(html)).toEqual([20, 1, 1])
    expect(searchBox(html)).toBe('')
    expect(html).not.toContain(handle)
    expect(html).not.toContain('sample-00004@example"')
    const csv = await (
      await desk.request(`/desk/exports/registrations.csv?find=${handle}`, { cookie: theirs })
    ).text()
    expect(csv.trim().split('\n')).toHaveLength(21)
    // A made-up handle is none either.
    const madeUp = await desk.request('/desk/registrations?find=AAAAAAAAAAAAAAAAAAAAAA', {
      cookie: mine,
    })
    expect(status(await madeUp.text())).toEqual([20, 1, 1])
  })

  it('an old `?q=` URL does not search: it redirects to the list without the text', async () => {
    const desk = await deskHarness()
    await addSampleRegistrations(desk.deps.db, 3)
    const cookie = await desk.signedIn('secretariat')
    for (const [asked, answered] of [
      [
        '/desk/registrations?q=Sample00001&category=student',
        '/desk/registrations?category=student',
      ],
      ['/desk/members?q=someone%40example.test', '/desk/members'],
      ['/desk/subscribers?state=confirmed&q=someone', '/desk/subscribers?state=confirmed'],
    ] as const) {
      const response = await desk.request(asked, { cookie })
      expect(response.status, asked).toBe(303)
      expect(response.headers.get('location'), asked).toBe(answered)
    }
    // An export or a badge sheet ignores it: every row.
    const csv = await (
      await desk.request('/desk/exports/registrations.csv?q=Sample00001', { cookie })
    ).text()
    expect(csv.trim().split('\n')).toHaveLength(4)
    expect(desk.count('desk_searches')).toBe(0)
  })

  it('searches go with their session: at sign-out, at sign-out everywhere, once expired', async () => {
    const desk = await deskHarness()
    const search = (cookie: string, text: string) =>
      searchList(desk, cookie, '/desk/registrations', text)
    const kept = () =>
      desk.deps.db
        .all<{ text: string }>('SELECT text FROM desk_searches ORDER BY text')
        .map((r) => r.text)

    // Sign-out: that session's searches only.
    const one = await desk.signedIn('staff')
    const other = await desk.signedIn('staff')
    await search(one, 'Mensah')
    await search(one, 'Boateng')
    await search(other, 'Owusu')
    expect((await desk.request('/desk/sign-out', { cookie: one, form: {} })).status).toBe(200)
    expect(kept()).toEqual(['Owusu'])

    // Sign-out everywhere: every session of the account, no one else's.
    const who = await desk.account('secretariat')
    const [first, second] = [await desk.sessionOf(who.id), await desk.sessionOf(who.id)]
    await search(first!, 'Kofi')
    await search(second!, 'Ama')
    await desk.request('/desk/sign-out-everywhere', { cookie: first, form: {} })
    expect(kept()).toEqual(['Owusu'])

    // Expired (idle): the daily purge deletes them (the audit log says how many, nothing more).
    desk.advance(desk.deps.config.desk.idleMs + 60_000)
    expect(kept()).toEqual(['Owusu'])
    expect(PURGE_RULES).toContain(deskSearchesRule)
    expect(await runPurge(desk.deps, desk.deps.clock!(), [deskSearchesRule])).toEqual([
      { name: 'desk-searches', count: 1 },
    ])
    expect(kept()).toEqual([])
    expect(
      desk.deps.db.get("SELECT target FROM audit_log WHERE action = 'purge.desk-searches'"),
    ).toEqual({ target: '1' })

    // Before the purge comes round, the next sign-in or search deletes what has expired.
    const live = await desk.signedIn('staff')
    await search(live, 'Asante')
    desk.advance(desk.deps.config.desk.idleMs + 60_000)
    const person = await desk.account('staff')
    const signIn = await desk.request('/desk/sign-in', {
      form: { email: person.email, password: PASSWORD, code: totpCode(person.totpSecret) },
    })
    expect(signIn.status).toBe(303)
    expect(kept()).toEqual([])
    await search(await desk.signedIn('staff'), 'Adjei')
    desk.advance(desk.deps.config.desk.absoluteMs)
    // Used a moment ago (not idle), but signed in longer ago than sessions last.
    await desk.deps.db.write([
      {
        sql: 'UPDATE desk_sessions SET last_seen_at = ?',
        params: [desk.deps.clock!().toISOString()],
      },
    ])
    await search(await desk.signedIn('staff'), 'Quaye')
    expect(kept()).toEqual(['Quaye'])
  })
})

describe('the privacy page (CMS seed) says so', () => {
  it('how long a desk search is kept, and that it is in no web address', () => {
    expect(privacyPolicySeedText()).toContain(
      'What desk staff type into a search (a name, an email address or a payment reference) is never put in a web address, and is kept only until they sign out or their desk session ends.',
    )
  })
})
