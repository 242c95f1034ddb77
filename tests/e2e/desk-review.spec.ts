import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { PDFDocument } from 'pdf-lib'
import type { APIRequestContext, Browser } from '@playwright/test'
import { ABSTRACT_PDF } from './abstract-form.ts'
import { buildBook } from './book-steps.ts'
import { acceptAndSend } from './decision-steps.ts'
import { makeTalkDrafts } from './talk-draft-steps.ts'
import { expect, expectAxeClean, test } from './fixtures'
import { sampleAbstractRegistration, signInAsNew, withE2eDb } from './desk-helpers.ts'
import { e2eWorkDir } from './work-dir.ts'

/** A visibly sample registration with a PDF abstract on disk, assigned to the reviewer. */
async function assignedAbstract(reviewerEmail: string, title: string) {
  const doc = await PDFDocument.create()
  doc.addPage().drawText(title, { x: 50, y: 700 })
  doc.setAuthor('Sample Author One')
  const key = `${randomUUID()}.pdf`
  const dir = path.join(e2eWorkDir(), 'data', 'abstracts')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, key), await doc.save())
  const email = `author.${randomUUID().slice(0, 8)}@institute.example.test`
  const now = new Date().toISOString()
  return withE2eDb(async (db) => {
    const [row] = await db.write([
      sampleAbstractRegistration({
        email,
        affiliation: 'Sample Institute',
        title,
        key,
        symposium: 'advanced_energy_materials',
        mode: 'poster',
        surname: 'Author One',
      }),
    ])
    const id = Number(row!.rows[0]!.id)
    await db.write([
      {
        sql: `INSERT INTO abstract_assignments (registration_id, account_id, assigned_at)
              SELECT ?, id, ? FROM desk_accounts WHERE email = ?`,
        params: [id, now, reviewerEmail],
      },
    ])
    return id
  })
}

const SYMPOSIUM = 'advanced_energy_materials'
const SYMPOSIUM_NAME = 'Advanced energy materials'
const TO_AUTHORS = 'Clear; say more on stability.'
const TO_COMMITTEE = 'A good poster.'

/** A new desk account of `role` signed in on a page of its own browser context. */
async function deskPage(browser: Browser, role: 'secretariat' | 'reviewer', email: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const origin = await signInAsNew(page, role, email)
  return { page, origin, email }
}

/** The registration as the public form posts it: the author's details, the abstract and its file. */
async function registerWithAbstract(request: APIRequestContext, author: string, title: string) {
  const registration_data = JSON.stringify({
    registration_category: 'academia',
    registration_timeframe: 'regular',
    firstname: 'Sample',
    surname: 'Author One',
    location: 'Accra',
    email: author,
    contact: '+233 20 000 0000',
    affiliation: 'Sample Institute',
    affiliation_address_street: '1 Sample Street',
    affiliation_address_city: 'Accra',
    affiliation_address_country: 'GH',
    abstract_required: true,
    presentational_mode: 'oral',
    symposium_type: SYMPOSIUM,
    abstract_title: title,
    abstract_authors: [
      { name: 'Sample Author One', affiliation: 'Sample Institute' },
      { name: 'Sample Author Two', affiliation: 'Sample Coauthor Laboratory' },
    ],
    abstract_presenter: 0,
    banquet: false,
    excursion: false,
    is_workshop: false,
  })
  const res = await request.post('/api/conference/registration', {
    multipart: {
      registration_data,
      abstract: { name: 'abstract.pdf', mimeType: 'application/pdf', buffer: ABSTRACT_PDF },
    },
  })
  expect(res.status()).toBe(201)
  return withE2eDb(async (db) =>
    Number(db.get('SELECT id FROM conference_registrations WHERE email = ?', [author])?.id),
  )
}

// An abstract's whole path in one test: an author registers with an abstract; the secretariat assigns it
// by hand to two reviewers; one reviews on a phone (their list blind, a missing field answered
// first, another abstract given back as a conflict; axe clean, no sideways scroll, 44 px
// controls), the other at a desk; the secretariat accepts it, previews the message and sends it;
// the author's message is in the local mailbox; the accepted abstract becomes a talk draft in the
// content lake, and the book of abstracts prints it with its author in the index.
test('the abstract path: registered, assigned, reviewed by two, accepted, mailed, drafted as a talk and in the book', async ({
  page,
  browser,
  request,
  allowPageErrors,
}) => {
  // Two reviewers, the secretariat and the author's mail (which may queue behind other specs').
  test.setTimeout(240_000)
  // The refused form answers 422 with the page again (the browser logs the status).
  allowPageErrors(/status of 422/)
  await page.setViewportSize({ width: 390, height: 844 })
  const run = Date.now().toString(36)
  const email = `reviewer.${run}@desk.example`
  const author = `author.${run}@institute.example.test`
  const title = `Sample perovskite films ${run}`
  const scored = await registerWithAbstract(request, author, title)
  await signInAsNew(page, 'reviewer', email)
  const second = await deskPage(browser, 'reviewer', `reviewer2.${run}@desk.example`)
  const secretariat = await deskPage(browser, 'secretariat', `decide.${run}@desk.example`)
  const conflicted = await assignedAbstract(email, `Sample ceramic membranes ${run}`)
  const reviewerIds = await withE2eDb(async (db) => {
    const ids = [email, second.email].map((e) =>
      Number(db.get('SELECT id FROM desk_accounts WHERE email = ?', [e])?.id),
    )
    await db.write(
      ids.map((id) => ({
        sql: 'INSERT OR IGNORE INTO desk_reviewer_symposia (account_id, symposium) VALUES (?, ?)',
        params: [id, SYMPOSIUM],
      })),
    )
    return ids
  })

  // The secretariat assigns the abstract to both reviewers by hand.
  const s = secretariat.page
  await s.goto(`${secretariat.origin}/desk/assignment?symposium=${SYMPOSIUM}`)
  for (const [i, id] of reviewerIds.entries()) {
    const row = s.getByRole('row', { name: new RegExp(`^No. ${scored}:`) })
    await row
      .getByRole('combobox', { name: `Reviewer for abstract ${scored}` })
      .selectOption(String(id))
    await row.getByRole('button', { name: 'Assign', exact: true }).click()
    await expect(s.getByRole('status')).toHaveText('Assigned.')
    await expect(row.getByRole('cell').first()).toContainText([email, second.email][i]!)
  }

  await page
    .getByRole('navigation', { name: 'Desk' })
    .getByRole('link', { name: 'Reviews' })
    .click()
  await expect(page.getByRole('heading', { name: 'Your abstracts to review' })).toBeVisible()
  await expect(
    page.getByText('2 abstracts are assigned to you; you have reviewed 0.'),
  ).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('Sample Author One')
  await expect(page.getByRole('main')).not.toContainText('Sample Institute')
  await expectAxeClean(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await page.getByRole('link', { name: `No. ${scored}: Sample perovskite films ${run}` }).click()
  await expect(page.getByRole('heading', { name: `Abstract No. ${scored}` })).toBeVisible()
  await expect(page.getByRole('link', { name: /Download the abstract \(PDF/ })).toBeVisible()
  await page.getByRole('button', { name: 'Save review' }).click()
  await expect(page.getByRole('alert')).toContainText('The review is not saved: 5 fields need')
  await expect(page.getByText('Give a score for Originality.')).toBeVisible()

  const group = (name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) })
  await group('Originality').getByRole('radio', { name: '4' }).check()
  await group('Relevance to the symposium').getByRole('radio', { name: '5' }).check()
  await group('Clarity').getByRole('radio', { name: '3' }).check()
  await group('Recommendation').getByRole('radio', { name: 'Accept as a poster' }).check()
  await page.getByRole('textbox', { name: /Comment to the authors/ }).fill(TO_AUTHORS)
  await page.getByRole('textbox', { name: /Comment to the committee/ }).fill(TO_COMMITTEE)
  // Every control of the page's forms is a 44 px target on the phone.
  const small = await page
    .locator('main button, main textarea, main .scale label, main a.button-link')
    .evaluateAll(
      (els) =>
        els.map((e) => e.getBoundingClientRect()).filter((r) => r.height < 44 || r.width < 44)
          .length,
    )
  expect(small).toBe(0)
  await expectAxeClean(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('button', { name: 'Save review' }).click()

  await expect(page.getByRole('status')).toHaveText('Your review is saved.')
  await expect(group('Originality').getByRole('radio', { name: '4' })).toBeChecked()
  await expect(
    group('Recommendation').getByRole('radio', { name: 'Accept as a poster' }),
  ).toBeChecked()
  await expect(page.getByRole('textbox', { name: /Comment to the authors/ })).toHaveValue(
    TO_AUTHORS,
  )

  await page.getByRole('link', { name: 'All your abstracts' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: `No. ${scored}:` })).toContainText(
    'Reviewed: accept as a poster',
  )
  await page
    .getByRole('link', { name: `No. ${conflicted}: Sample ceramic membranes ${run}` })
    .click()
  await page.getByRole('button', { name: 'Declare a conflict of interest' }).click()
  await expect(page.getByRole('status')).toContainText('Conflict declared')
  await expect(page.getByText('1 abstract is assigned to you; you have reviewed 1.')).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`No. ${conflicted}:`) })).toHaveCount(0)

  // The second reviewer, at a desk: 5 + 4 + 4 of 15 (87), recommends an oral talk.
  const b = second.page
  await b.goto(`${second.origin}/desk/reviews/${scored}`)
  const groupB = (name: string) => b.getByRole('group', { name: new RegExp(`^${name}`) })
  await groupB('Originality').getByRole('radio', { name: '5' }).check()
  await groupB('Relevance to the symposium').getByRole('radio', { name: '4' }).check()
  await groupB('Clarity').getByRole('radio', { name: '4' }).check()
  await groupB('Recommendation').getByRole('radio', { name: 'Accept as an oral talk' }).check()
  await b.getByRole('textbox', { name: /Comment to the authors/ }).fill('Strong results.')
  await b.getByRole('button', { name: 'Save review' }).click()
  await expect(b.getByRole('status')).toHaveText('Your review is saved.')

  // The secretariat: the scores (80 and 87: mean 83, spread 7), accept, preview, send.
  const mail = await acceptAndSend(
    s,
    request,
    { id: scored, title, symposium: SYMPOSIUM_NAME, author },
    { toAuthors: TO_AUTHORS, toCommittee: TO_COMMITTEE, row: /80 · Poster\s*87 · Oral\s*83\s*7/ },
  )
  expect(mail.text).toContain(`"${title}" is accepted for an oral presentation`)
  expect(mail.text).toContain(`Reviewer 1:\n${TO_AUTHORS}`)
  expect(mail.text).not.toContain(TO_COMMITTEE)
  expect(mail.text).not.toContain(email)

  // Into the programme: the accepted abstract becomes a talk draft in the content lake.
  await makeTalkDrafts(s, { title })
  // The book of abstracts holds it, and its first author in the index.
  await buildBook(s, { title, authorSurname: 'One' })
  await s.context().close()
  await b.context().close()
})
