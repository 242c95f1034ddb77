import { strFromU8, unzipSync } from 'fflate'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { deskHarness } from '../desk.test-utils.ts'
import {
  AUTHOR_WORDS,
  abstractWithFile,
  assignTo,
  docxWithAuthor,
  pdfWithAuthor,
  reviewer,
} from './review-fixtures.test-utils.ts'

type Desk = Awaited<ReturnType<typeof deskHarness>>

const expectBlind = (text: string, label: string) => {
  for (const word of AUTHOR_WORDS) expect(text, `${label}: ${word}`).not.toContain(word)
}

/** A full, valid review of the default rubric (three criteria, 1-5). */
const REVIEW = {
  'score-0': '4',
  'score-1': '5',
  'score-2': '3',
  recommendation: 'poster',
  comment_to_authors: 'Clear method; say more about the films’ stability.',
  comment_to_committee: 'A good poster.',
}

async function setUp() {
  const desk = await deskHarness()
  const pdf = await abstractWithFile(desk, 'pdf', await pdfWithAuthor())
  const docx = await abstractWithFile(desk, 'docx', docxWithAuthor())
  const doc = await abstractWithFile(
    desk,
    'doc',
    new TextEncoder().encode(`DOC ${AUTHOR_WORDS[0]}`),
  )
  const other = await abstractWithFile(desk, 'pdf', await pdfWithAuthor(), {
    abstract_title: 'An abstract of someone else',
  })
  const me = await reviewer(desk, 'reviewer.one@desk.example')
  for (const id of [pdf, docx, doc]) await assignTo(desk, id, me.id)
  const get = (path: string, cookie = me.cookie) => desk.request(path, { cookie })
  const post = (path: string, form: Record<string, string>, cookie = me.cookie) =>
    desk.request(path, { cookie, form })
  return { desk, pdf, docx, doc, other, me, get, post }
}

const audits = (desk: Desk, action: string) =>
  desk.deps.db.all('SELECT target FROM audit_log WHERE action = ?', [action]).map((r) => r.target)

describe('a reviewer sees only their abstracts, blind', { timeout: 30_000 }, () => {
  it('the list and the abstract page hold the title, symposium and mode, never an author', async () => {
    const { pdf, docx, doc, other, get } = await setUp()
    const list = await get('/desk/reviews')
    const html = await list.text()
    expect(list.status).toBe(200)
    for (const id of [pdf, docx, doc]) expect(html).toContain(`href="/desk/reviews/${id}"`)
    expect(html).not.toContain(`/desk/reviews/${other}"`)
    expect(html).not.toContain('An abstract of someone else')
    expect(html).toContain('Perovskite films at low temperature')
    expectBlind(html, 'list')
    for (const id of [pdf, docx, doc]) {
      const page = await (await get(`/desk/reviews/${id}`)).text()
      expect(page).toContain('Perovskite films at low temperature')
      expect(page).toContain('Oral')
      expectBlind(page, `abstract ${id}`)
    }
  })

  it('the PDF comes without its Info dictionary and XMP, as an attachment', async () => {
    const { desk, pdf, get } = await setUp()
    const response = await get(`/desk/reviews/${pdf}/file`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="abstract-${pdf}.pdf"`,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expectBlind(Buffer.from(bytes).toString('latin1'), 'PDF bytes')
    const reloaded = await PDFDocument.load(bytes, { updateMetadata: false })
    expect(reloaded.getAuthor()).toBeUndefined()
    expect(reloaded.getCreator()).toBeUndefined()
    expect(reloaded.getSubject()).toBeUndefined()
    expect(reloaded.getPageCount()).toBe(1)
    expect(audits(desk, 'review.file.downloaded')).toHaveLength(1)
  })

  it('the DOCX comes with empty core, app and custom properties and no tracked-change author', async () => {
    const { docx, get } = await setUp()
    const response = await get(`/desk/reviews/${docx}/file`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('attachment')
    const parts = unzipSync(new Uint8Array(await response.arrayBuffer()))
    for (const [name, data] of Object.entries(parts)) expectBlind(strFromU8(data), name)
    expect(strFromU8(parts['word/document.xml']!)).toContain('Perovskite films at low temperature')
    expect(strFromU8(parts['docProps/core.xml']!)).toContain('<cp:coreProperties')
  })

  it('a DOC file is not served: the page says so and the file answers without its bytes', async () => {
    const { doc, get } = await setUp()
    const page = await (await get(`/desk/reviews/${doc}`)).text()
    expect(page).toContain('cannot be removed from this format safely')
    expect(page).not.toContain(`/desk/reviews/${doc}/file`)
    const file = await get(`/desk/reviews/${doc}/file`)
    expect(file.status).toBe(409)
    expect(file.headers.get('content-type')).toContain('text/html')
    expectBlind(await file.text(), 'DOC refusal')
  })
})

describe('authorisation of the reviews', { timeout: 30_000 }, () => {
  it('an abstract not assigned to the reviewer is 404 on every endpoint, and nothing changes', async () => {
    const { desk, other, get, post } = await setUp()
    for (const path of [
      `/desk/reviews/${other}`,
      `/desk/reviews/${other}/file`,
      '/desk/reviews/999999',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      const body = await response.text()
      expect(body).not.toContain('An abstract of someone else')
      expectBlind(body, path)
    }
    for (const [path, form] of [
      [`/desk/reviews/${other}`, REVIEW],
      [`/desk/reviews/${other}/conflict`, {}],
      [`/desk/reviews/${other}/hand-back`, { reason: 'x' }],
    ] as const)
      expect((await post(path, form)).status, path).toBe(404)
    expect(
      desk.count('abstract_reviews') +
        desk.count('abstract_conflicts') +
        desk.count('abstract_handbacks'),
    ).toBe(0)
  })

  it('a reviewer reads no registration, file of the secretariat, payment or export', async () => {
    const { pdf, get } = await setUp()
    for (const path of [
      `/desk/registrations/${pdf}`,
      `/desk/registrations/${pdf}/abstract`,
      '/desk/registrations',
      '/desk/receipts/AMRS-2025-0001',
      '/desk/exports/registrations.csv',
      '/desk/members',
      '/desk/overview',
      '/desk/assignment',
      '/desk/rubric',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(403)
      expectBlind(await response.text(), path)
    }
  })

  it('another reviewer cannot read or change my review; staff see no reviews; the secretariat reads them', async () => {
    const { desk, pdf, get, post } = await setUp()
    expect((await post(`/desk/reviews/${pdf}`, REVIEW)).status).toBe(303)
    const someoneElse = await reviewer(desk, 'reviewer.two@desk.example')
    expect((await get(`/desk/reviews/${pdf}`, someoneElse.cookie)).status).toBe(404)
    expect(
      (
        await post(
          `/desk/reviews/${pdf}`,
          { ...REVIEW, recommendation: 'reject' },
          someoneElse.cookie,
        )
      ).status,
    ).toBe(404)
    expect((await get('/desk/reviews', await desk.signedIn('staff'))).status).toBe(403)
    const secretariat = await desk.signedIn('secretariat')
    const read = await (await get(`/desk/reviews/${pdf}`, secretariat)).text()
    expect(read).toContain('reviewer.one@desk.example')
    expect(read).toContain('Accept as a poster')
    expect(read).toContain('A good poster.')
    expect((await post(`/desk/reviews/${pdf}`, REVIEW, secretariat)).status).toBe(403)
    expect((await get(`/desk/reviews/${pdf}/file`, secretariat)).status).toBe(403)
  })
})

describe('saving a review', { timeout: 30_000 }, () => {
  it('refuses an incomplete form with each field’s message in the page, and stores nothing', async () => {
    const { desk, pdf, post } = await setUp()
    const response = await post(`/desk/reviews/${pdf}`, {
      'score-0': '4',
      'score-1': '9',
      comment_to_authors: '  ',
      comment_to_committee: 'Kept as typed',
    })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('Score Relevance to the symposium from 1 to 5.')
    expect(html).toContain('Give a score for Clarity.')
    expect(html).toContain('Write a comment to the authors')
    expect(html).toContain('Choose a recommendation: oral, poster or reject.')
    expect(html).toContain('4 fields need')
    expect(html).toContain('Kept as typed')
    expect(html).toMatch(/name="score-0" value="4" checked/)
    expect(html).toContain('aria-invalid="true"')
    expectBlind(html, 'refused form')
    expect(desk.count('abstract_reviews')).toBe(0)
    expect(audits(desk, 'review.saved')).toEqual([])
  })

  it('stores a valid review, audits every save, and shows it again to edit', async () => {
    const { desk, pdf, me, get, post } = await setUp()
    const first = await post(`/desk/reviews/${pdf}`, REVIEW)
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe(`/desk/reviews/${pdf}?done=saved`)
    desk.advance(60_000)
    expect(
      (await post(`/desk/reviews/${pdf}`, { ...REVIEW, recommendation: 'oral', 'score-2': '5' }))
        .status,
    ).toBe(303)
    const row = desk.deps.db.get('SELECT * FROM abstract_reviews')!
    expect(row).toMatchObject({
      registration_id: pdf,
      account_id: me.id,
      recommendation: 'oral',
      comment_to_authors: REVIEW.comment_to_authors,
      comment_to_committee: REVIEW.comment_to_committee,
    })
    expect(JSON.parse(String(row.scores))).toEqual([
      { criterion: 'Originality', scale: 5, score: 4 },
      { criterion: 'Relevance to the symposium', scale: 5, score: 5 },
      { criterion: 'Clarity', scale: 5, score: 5 },
    ])
    expect(row.updated_at).not.toBe(row.created_at)
    expect(audits(desk, 'review.saved')).toEqual([`${pdf}:${me.id}`, `${pdf}:${me.id}`])
    const html = await (await get(`/desk/reviews/${pdf}?done=saved`)).text()
    expect(html).toContain('Your review is saved.')
    expect(html).toMatch(/name="recommendation" value="oral" checked/)
    expect(html).toMatch(/name="score-2" value="5" checked/)
    const list = await (await get('/desk/reviews')).text()
    expect(list).toContain('Reviewed: accept as an oral talk')
  })

  it('scores against the rubric the secretariat sets; changing it is audited and checked', async () => {
    const { desk, pdf, post } = await setUp()
    const secretariat = await desk.signedIn('secretariat')
    const rubric = (names: string[], scales: string[]) => {
      const body = new URLSearchParams()
      names.forEach((n, i) => {
        body.append('name', n)
        body.append('scale', scales[i]!)
      })
      return desk.request('/desk/rubric', { cookie: secretariat, form: body })
    }
    const refused = await rubric(['Originality', 'originality'], ['5', '5'])
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain('is in the rubric twice')
    expect((await rubric(['Novelty', 'Impact', ''], ['3', '11', '5'])).status).toBe(422)
    expect(audits(desk, 'rubric.changed')).toEqual([])
    expect((await rubric(['Novelty', '', 'Impact'], ['3', '5', '10'])).status).toBe(303)
    expect(desk.deps.db.all('SELECT name, scale FROM review_rubric ORDER BY position')).toEqual([
      { name: 'Novelty', scale: 3 },
      { name: 'Impact', scale: 10 },
    ])
    expect(audits(desk, 'rubric.changed')).toHaveLength(1)
    const tooHigh = await post(`/desk/reviews/${pdf}`, {
      ...REVIEW,
      'score-0': '4',
      'score-1': '10',
    })
    expect(await tooHigh.text()).toContain('Score Novelty from 1 to 3.')
    expect(
      (await post(`/desk/reviews/${pdf}`, { ...REVIEW, 'score-0': '3', 'score-1': '10' })).status,
    ).toBe(303)
  })
})

describe('declaring a conflict and handing an abstract back', { timeout: 30_000 }, () => {
  it('a conflict is recorded, the assignment and review go, and the secretariat cannot assign it again', async () => {
    const { desk, pdf, me, get, post } = await setUp()
    await post(`/desk/reviews/${pdf}`, REVIEW)
    const response = await post(`/desk/reviews/${pdf}/conflict`, {})
    expect(response.headers.get('location')).toBe('/desk/reviews?done=conflict')
    const pair = [pdf, me.id]
    const q = (table: string) =>
      desk.deps.db.get(
        `SELECT count(*) AS n FROM ${table} WHERE registration_id = ? AND account_id = ?`,
        pair,
      )?.n
    expect([q('abstract_conflicts'), q('abstract_assignments'), q('abstract_reviews')]).toEqual([
      1, 0, 0,
    ])
    expect(audits(desk, 'review.conflict.declared')).toEqual([`${pdf}:${me.id}`])
    expect((await get(`/desk/reviews/${pdf}`)).status).toBe(404)
    expect(await (await get('/desk/reviews?done=conflict')).text()).not.toContain(
      `/desk/reviews/${pdf}"`,
    )
    const again = await desk.request('/desk/assignment/assign', {
      cookie: await desk.signedIn('secretariat'),
      form: { registration: String(pdf), reviewer: String(me.id) },
    })
    expect(again.status).toBe(409)
  })

  it('a hand-back keeps the reason and shows the abstract as needing a reviewer until one is assigned', async () => {
    const { desk, docx, me, post } = await setUp()
    const response = await post(`/desk/reviews/${docx}/hand-back`, { reason: 'Outside my field' })
    expect(response.headers.get('location')).toBe('/desk/reviews?done=handed-back')
    expect(
      desk.deps.db.all('SELECT registration_id, account_id, reason FROM abstract_handbacks'),
    ).toEqual([{ registration_id: docx, account_id: me.id, reason: 'Outside my field' }])
    expect(desk.count('abstract_assignments')).toBe(2)
    expect(audits(desk, 'review.handed.back')).toEqual([`${docx}:${me.id}`])
    const secretariat = await desk.signedIn('secretariat')
    const symposium = String(
      desk.deps.db.get(
        `SELECT json_extract(data, '$.symposium_type') AS s FROM conference_registrations WHERE id = ?`,
        [docx],
      )?.s,
    )
    const page = async () =>
      (
        await desk.request(`/desk/assignment?symposium=${symposium}`, { cookie: secretariat })
      ).text()
    expect(await page()).toContain(
      'Needs a reviewer again: handed back by reviewer.one@desk.example (“Outside my field”)',
    )
    desk.advance(60_000)
    const other = await reviewer(desk, 'reviewer.two@desk.example')
    await assignTo(desk, docx, other.id)
    expect(await page()).not.toContain('Needs a reviewer again')
  })

  it('erasing the author takes the reviews and hand-back reasons of the abstract with them', async () => {
    const { desk, pdf, docx, get, post } = await setUp()
    await post(`/desk/reviews/${pdf}`, REVIEW)
    await post(`/desk/reviews/${docx}/hand-back`, { reason: 'I know the author' })
    const secretariat = await desk.signedIn('secretariat')
    for (const id of [pdf, docx])
      expect(
        (
          await desk.request(`/desk/registrations/${id}/erase`, {
            cookie: secretariat,
            form: { confirm: 'yes' },
          })
        ).status,
      ).toBe(303)
    expect(desk.count('abstract_reviews') + desk.count('abstract_handbacks')).toBe(0)
    expect(await (await get('/desk/reviews')).text()).not.toContain(`/desk/reviews/${pdf}"`)
  })
})
