import { describe, expect, it } from 'vitest'
import { messageRenderers } from '../../messages/renderers.ts'
import type { OutboxRow } from '../../outbox/outbox-store.ts'
import { deskHarness } from '../desk.test-utils.ts'
import { erasedAddress } from '../privacy/erasure-rules.ts'
import { SECRETARIAT } from '../roles.ts'
import { abstractWithFile, assignTo, reviewer } from '../review/review-fixtures.test-utils.ts'
import { DECISION_ENDPOINTS } from './decision-endpoints.ts'

type Desk = Awaited<ReturnType<typeof deskHarness>>

const TO_AUTHORS = ['Clear method; say more about stability.', 'Fine work on the films.']
const TO_COMMITTEE = 'Committee only: borderline oral.'
const pdf = new TextEncoder().encode('%PDF-1.4 sample')

/** Three abstracts: A reviewed twice (80 and 60), B once of two, C never (and one cancelled). */
async function setUp() {
  const desk = await deskHarness()
  const a = await abstractWithFile(desk, 'pdf', pdf, {
    email: 'author.a@uni.example.test',
    firstname: 'Samplea',
    abstract_title: 'Sample films A',
  })
  const b = await abstractWithFile(desk, 'pdf', pdf, { abstract_title: 'Sample films B' })
  const c = await abstractWithFile(desk, 'pdf', pdf, { abstract_title: 'Sample films C' })
  const cancelled = await abstractWithFile(desk, 'pdf', pdf, {
    abstract_title: 'Sample films D',
    cancelled_at: '2025-10-02T00:00:00Z',
  })
  const one = await reviewer(desk, 'reviewer.one@desk.example')
  const two = await reviewer(desk, 'reviewer.two@desk.example')
  for (const id of [a, b]) for (const r of [one, two]) await assignTo(desk, id, r.id)
  const review = (id: number, cookie: string, s: string[], toAuthors: string, rec: string) =>
    desk.request(`/desk/reviews/${id}`, {
      cookie,
      form: {
        'score-0': s[0]!,
        'score-1': s[1]!,
        'score-2': s[2]!,
        recommendation: rec,
        comment_to_authors: toAuthors,
        comment_to_committee: TO_COMMITTEE,
      },
    })
  expect((await review(a, one.cookie, ['4', '5', '3'], TO_AUTHORS[0]!, 'oral')).status).toBe(303)
  expect((await review(a, two.cookie, ['2', '3', '4'], TO_AUTHORS[1]!, 'poster')).status).toBe(303)
  expect(
    (await review(b, one.cookie, ['5', '5', '5'], 'Sample comment on B.', 'oral')).status,
  ).toBe(303)
  const me = await desk.signedIn('secretariat')
  const get = async (path: string) => {
    const response = await desk.request(path, { cookie: me })
    return { status: response.status, html: await response.text() }
  }
  const post = (path: string, form: Record<string, string>) =>
    desk.request(path, { cookie: me, form })
  return { desk, a, b, c, cancelled, get, post }
}

const rowsOf = (desk: Desk, sql: string, params: (string | number)[] = []) =>
  desk.deps.db.all(sql, params)
const audits = (desk: Desk, action: string) =>
  rowsOf(desk, 'SELECT target FROM audit_log WHERE action = ? ORDER BY id', [action]).map(
    (r) => r.target,
  )
const fingerprintOf = (html: string) => /name="batch" value="([^"]+)"/.exec(html)?.[1] ?? ''

describe('decisions (secretariat)', { timeout: 30_000 }, () => {
  it('the table shows each review’s score, the mean, the spread and what is outstanding', async () => {
    const { a, b, c, cancelled, get } = await setUp()
    const { status, html } = await get('/desk/decisions')
    expect(status).toBe(200)
    expect(html).toContain('<caption>Advanced energy materials: 3 abstracts, best mean score')
    const row = (id: number) =>
      new RegExp(`<tr><td>${id}</td>(.*?)</tr>`, 's').exec(html)?.[1] ?? ''
    // A: 12 of 15 = 80, 9 of 15 = 60; mean 70, spread 20.
    expect(row(a)).toMatch(/<li>80 · Oral<\/li><li>60 · Poster<\/li>.*<td>70<\/td><td>20<\/td>/s)
    expect(row(b)).toMatch(
      /<li>100 · Oral<\/li>.*Reviews outstanding: 1 of 2 in.*<td>100<\/td><td>–<\/td>/s,
    )
    expect(row(c)).toContain('No reviews: it can still be decided.')
    expect(html).not.toContain('Sample films D')
    // Best mean first: B (100), A (70), C (none).
    expect(html.indexOf(`<tr><td>${b}</td>`)).toBeLessThan(html.indexOf(`<tr><td>${a}</td>`))
    expect(html.indexOf(`<tr><td>${a}</td>`)).toBeLessThan(html.indexOf(`<tr><td>${c}</td>`))
    expect(html).toContain(`<label class="visually-hidden" for="decide-${a}">`)
    expect(html).not.toContain(TO_COMMITTEE)
    expect(html).not.toContain(`decide-${cancelled}"`)
  })

  it('decides, changes and refuses: abstract_decisions and the audit log say before and after', async () => {
    const { desk, a, c, cancelled, post, get } = await setUp()
    const saved = await post('/desk/decisions', {
      [`decision-${a}`]: 'oral',
      [`decision-${c}`]: 'reject',
    })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/desk/decisions?saved=2')
    expect((await get('/desk/decisions?saved=2')).html).toContain('2 decisions saved.')
    const stored = () =>
      rowsOf(
        desk,
        'SELECT registration_id, decision, decided_by, sent_at FROM abstract_decisions ORDER BY registration_id',
      )
    expect(stored().map((r) => [r.registration_id, r.decision, r.sent_at])).toEqual([
      [a, 'oral', null],
      [c, 'reject', null],
    ])
    expect(stored()[0]!.decided_by).not.toBeNull()
    expect(audits(desk, 'abstract.decided')).toEqual([`${a}: none -> oral`, `${c}: none -> reject`])
    // The same choice again changes nothing and logs nothing.
    await post('/desk/decisions', { [`decision-${a}`]: 'oral', [`decision-${c}`]: '' })
    expect(audits(desk, 'abstract.decided')).toHaveLength(2)
    await post('/desk/decisions', { [`decision-${a}`]: 'poster' })
    expect(audits(desk, 'abstract.decided').at(-1)).toBe(`${a}: oral -> poster`)
    // A cancelled registration, a made-up decision: refused, nothing stored.
    const refused = await post('/desk/decisions', { [`decision-${cancelled}`]: 'oral' })
    expect(refused.status).toBe(422)
    expect((await post('/desk/decisions', { [`decision-${a}`]: 'maybe' })).status).toBe(422)
    expect(stored()).toHaveLength(2)
  })

  it('previews the exact messages, sends each decision once, and again only after a change', async () => {
    const { desk, a, b, c, cancelled, post, get } = await setUp()
    await post('/desk/decisions', {
      [`decision-${a}`]: 'oral',
      [`decision-${b}`]: 'reject',
      [`decision-${c}`]: 'oral',
    })
    // A decision on a registration cancelled later, or a person erased later, is not mailed.
    await desk.deps.db.write([
      {
        sql: `INSERT INTO abstract_decisions (registration_id, decision, decided_at) VALUES (?, 'poster', '2025-10-01')`,
        params: [cancelled],
      },
      {
        sql: `UPDATE conference_registrations SET email = ?, abstract_key = NULL WHERE id = ?`,
        params: [erasedAddress(`r${c}`), c],
      },
    ])
    const preview = await get('/desk/decisions/send')
    expect(preview.html).toContain('Send 2 decision messages')
    expect(preview.html).toMatch(
      new RegExp(`No. ${cancelled}: Accepted: poster, registration cancelled`),
    )
    expect(preview.html).toContain(
      'Your abstract is accepted for an oral presentation at IUMRS-ICAM 2025',
    )
    expect(preview.html).toContain('The decision on your abstract for IUMRS-ICAM 2025')
    expect(preview.html).toContain(`Reviewer 1:\n${TO_AUTHORS[0]!}`)
    expect(preview.html).toContain(`Reviewer 2:\n${TO_AUTHORS[1]!}`)
    for (const secret of [TO_COMMITTEE, 'reviewer.one@desk.example', 'reviewer.two@desk.example'])
      expect(preview.html).not.toContain(secret)
    expect(desk.count('outbox')).toBe(0)

    expect((await get(`/desk/registrations/${a}`)).html).not.toContain(
      'Abstract accepted: oral presentation',
    )
    const batch = fingerprintOf(preview.html)
    const sent = await post('/desk/decisions/send', { batch })
    expect(sent.headers.get('location')).toBe('/desk/decisions/send?sent=2')
    const outbox = rowsOf(desk, 'SELECT * FROM outbox ORDER BY kind')
    expect(outbox.map((r) => [r.kind, r.recipient])).toEqual([
      ['abstract-accepted-oral', 'author.a@uni.example.test'],
      ['abstract-not-accepted', expect.stringContaining('sample.author.one')],
    ])
    expect(
      rowsOf(desk, 'SELECT count(*) AS n FROM abstract_decisions WHERE sent_at IS NOT NULL')[0]!.n,
    ).toBe(2)
    expect(audits(desk, 'abstract.decision.sent')).toEqual([`${a}: oral`, `${b}: reject`])

    // What the outbox sends is what was previewed: the renderer's subject and text.
    const renderers = messageRenderers(desk.deps)
    const row = outbox[0]!
    const mail = await renderers[String(row.kind)]!({
      id: String(row.id),
      kind: String(row.kind),
      recipient: String(row.recipient),
      data: JSON.parse(String(row.data)) as Record<string, unknown>,
      state: 'pending',
      attempts: 0,
    } satisfies OutboxRow)
    expect(mail.text).toContain('Dear Samplea,')
    expect(mail.text).toContain(TO_AUTHORS[0]!)
    expect(mail.text).not.toContain(TO_COMMITTEE)
    expect(preview.html).toContain(mail.text.split('\n').slice(0, 4).join('\n'))

    // The registration's desk page lists it with its other messages.
    expect((await get(`/desk/registrations/${a}`)).html).toContain(
      'Abstract accepted: oral presentation',
    )

    // A second Send (the same form posted again) sends nothing.
    await post('/desk/decisions/send', { batch })
    expect(desk.count('outbox')).toBe(2)
    expect((await get('/desk/decisions/send')).html).toContain('No decided abstract is waiting')

    // A changed decision is due again; a stale preview sends nothing and shows the new one.
    await post('/desk/decisions', { [`decision-${b}`]: 'poster' })
    const again = await post('/desk/decisions/send', { batch })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('Nothing was sent: the batch changed')
    expect(desk.count('outbox')).toBe(2)
    const fresh = fingerprintOf((await get('/desk/decisions/send')).html)
    await post('/desk/decisions/send', { batch: fresh })
    expect(desk.count('outbox')).toBe(3)
    expect(
      rowsOf(desk, "SELECT kind FROM outbox WHERE kind = 'abstract-accepted-poster'"),
    ).toHaveLength(1)
  })

  it('a send that fails part-way keeps nothing: no message, nothing marked sent; the next one sends all', async () => {
    const { desk, a, b, post, get } = await setUp()
    await post('/desk/decisions', { [`decision-${a}`]: 'oral', [`decision-${b}`]: 'poster' })
    // The second message's audit entry fails, after the first message's rows were written.
    await desk.deps.db.write([
      {
        sql: `CREATE TRIGGER fail_second_send BEFORE INSERT ON audit_log
              WHEN NEW.action = 'abstract.decision.sent' AND NEW.target = '${b}: poster'
              BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
      },
    ])
    const batch = fingerprintOf((await get('/desk/decisions/send')).html)
    const failed = await post('/desk/decisions/send', { batch })
    expect(failed.status).toBe(500)
    expect(desk.count('outbox')).toBe(0)
    expect(desk.count('abstract_decisions WHERE sent_at IS NOT NULL')).toBe(0)
    expect(audits(desk, 'abstract.decision.sent')).toEqual([])
    await desk.deps.db.write([{ sql: 'DROP TRIGGER fail_second_send' }])
    expect((await post('/desk/decisions/send', { batch })).status).toBe(303)
    expect(desk.count('outbox')).toBe(2)
  })

  it('only the secretariat: every decision endpoint refuses reviewers and staff', async () => {
    expect(DECISION_ENDPOINTS.map((e) => e.access)).toEqual(
      DECISION_ENDPOINTS.map(() => SECRETARIAT),
    )
    const desk = await deskHarness()
    for (const role of ['reviewer', 'staff'] as const) {
      const cookie = await desk.signedIn(role)
      for (const e of DECISION_ENDPOINTS) {
        const response = await desk.request(`/desk${e.path}`, {
          method: e.method,
          cookie,
          form: e.method === 'POST' ? { batch: 'x' } : undefined,
        })
        expect(response.status, `${e.method} ${e.path} as ${role}`).toBe(403)
      }
    }
    expect(desk.count('abstract_decisions') + desk.count('outbox')).toBe(0)
  })
})
