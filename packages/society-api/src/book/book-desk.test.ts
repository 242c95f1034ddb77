import { describe, expect, it } from 'vitest'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import { deskHarness } from '../desk/desk.test-utils.ts'
import { abstractWithFile } from '../desk/review/review-fixtures.test-utils.ts'
import { readPdf } from '../pdf/pdf-text.test-utils.ts'
import { docBytes, docxOf, twoPagePdf } from './book-fixtures.test-utils.ts'
import { NOT_PUBLISHED } from './book-public.ts'

type Desk = Awaited<ReturnType<typeof deskHarness>>

const decide = (desk: Desk, id: number, decision: 'oral' | 'poster' | 'reject') =>
  desk.deps.db.write([
    {
      sql: `INSERT OR REPLACE INTO abstract_decisions (registration_id, decision, decided_at)
            VALUES (?, ?, '2025-11-01T09:00:00Z')`,
      params: [id, decision],
    },
  ])

/** Five abstracts: an oral PDF, a poster DOCX, a poster DOC, one rejected, one undecided. */
async function sampleDesk() {
  const desk = await deskHarness()
  const author = (name: string) => ({
    abstract_authors: [{ name, affiliation: 'Sample Institute' }],
  })
  const ids = {
    pdf: await abstractWithFile(desk, 'pdf', await twoPagePdf(), {
      abstract_title: 'Sample accepted PDF abstract',
      ...author('Sample Ama Zulu'),
    }),
    docx: await abstractWithFile(desk, 'docx', docxOf(['Sample accepted DOCX text.']), {
      abstract_title: 'Sample accepted DOCX abstract',
      ...author('Sample Kofi Yellow'),
    }),
    doc: await abstractWithFile(desk, 'doc', docBytes(), {
      abstract_title: 'Sample accepted DOC abstract',
      ...author('Sample Esi Xavier'),
    }),
    rejected: await abstractWithFile(desk, 'docx', docxOf(['Rejected text.']), {
      abstract_title: 'Sample rejected abstract',
      ...author('Sample Rejected Person'),
    }),
    undecided: await abstractWithFile(desk, 'docx', docxOf(['Undecided text.']), {
      abstract_title: 'Sample undecided abstract',
      ...author('Sample Undecided Person'),
    }),
  }
  await decide(desk, ids.pdf, 'oral')
  await decide(desk, ids.docx, 'poster')
  await decide(desk, ids.doc, 'poster')
  await decide(desk, ids.rejected, 'reject')
  return { desk, ids, secretariat: await desk.signedIn('secretariat') }
}

const audited = (desk: Desk, prefix: string) =>
  desk.deps.db
    .all('SELECT action, target FROM audit_log WHERE action LIKE ? ORDER BY id', [`${prefix}%`])
    .map((r) => `${String(r.action)}${r.target ? `: ${String(r.target)}` : ''}`)

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())
const publicBook = (desk: Desk) => desk.request(`/api${apiPaths.abstractBook}`, { origin: null })

describe('the book of abstracts on the desk', () => {
  it(
    'builds from the accepted abstracts only, downloads it, and says what the last build holds',
    { timeout: 60_000 },
    async () => {
      const { desk, secretariat } = await sampleDesk()
      const before = await (await desk.request('/desk/book', { cookie: secretariat })).text()
      expect(before).toContain('3 accepted abstracts (oral or poster) would go into the book now.')
      expect(before).toContain('Not built yet.')
      expect(before).toContain('<a href="/desk/book">Book of abstracts</a>')

      const built = await desk.request('/desk/book/build', { method: 'POST', cookie: secretariat })
      expect(built.status).toBe(200)
      expect(built.headers.get('content-type')).toBe('application/pdf')
      expect(built.headers.get('content-disposition')).toBe(
        'attachment; filename="book-of-abstracts-2025-10-20.pdf"',
      )
      const pdf = await bytesOf(built)
      const { text, pages } = await readPdf(pdf)
      // Cover, contents, the PDF's header and its 2 pages, the DOCX, the DOC, the index.
      expect(pages).toBe(8)
      for (const title of ['PDF', 'DOCX', 'DOC'])
        expect(text).toContain(`Sample accepted ${title} abstract`)
      expect(text).toContain('Sample accepted DOCX text.')
      expect(text).not.toMatch(/rejected|undecided/i)
      expect(text).toContain('Zulu, Sample Ama')
      expect(audited(desk, 'book.')).toEqual([
        `book.built: 3 abstracts; 8 pages; ${pdf.byteLength} bytes`,
      ])

      const after = await (await desk.request('/desk/book', { cookie: secretariat })).text()
      expect(after).toMatch(
        /Built 20 Oct 2025, 10:00 UTC: 3 abstracts, 8 pages, \d+ KB; built in \d+\.\d s\./,
      )
      expect(after).toContain('href="/desk/book.pdf"')
      const again = await desk.request('/desk/book.pdf', { cookie: secretariat })
      expect(again.headers.get('content-disposition')).toMatch(/^attachment;/)
      expect(await bytesOf(again)).toEqual(pdf)
      expect(audited(desk, 'book.').at(-1)).toBe('book.downloaded')
    },
  )

  it(
    'publishes the last build at the public address, keeps it through a rebuild, unpublishes it; erasure deletes it',
    { timeout: 60_000 },
    async () => {
      const { desk, ids, secretariat } = await sampleDesk()
      const missing = await publicBook(desk)
      expect(missing.status).toBe(404)
      expect(await missing.text()).toBe(NOT_PUBLISHED)
      // Nothing to publish before a build.
      const early = await desk.request('/desk/book/publish', {
        method: 'POST',
        cookie: secretariat,
      })
      expect(early.status).toBe(409)

      await desk.request('/desk/book/build', { method: 'POST', cookie: secretariat })
      const published = await desk.request('/desk/book/publish', {
        method: 'POST',
        cookie: secretariat,
      })
      expect(published.status).toBe(303)
      const served = await publicBook(desk)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('application/pdf')
      expect(served.headers.get('content-disposition')).toBe(
        'inline; filename="book-of-abstracts.pdf"',
      )
      const first = await readPdf(await bytesOf(served))
      expect(first.text).toContain('Sample accepted PDF abstract')
      const shown = await (await desk.request('/desk/book', { cookie: secretariat })).text()
      const url = new URL(`/api${apiPaths.abstractBook}`, desk.deps.config.publicUrl)
      expect(shown).toContain(`at <a href="${url.toString()}">`)

      // A later acceptance and rebuild leave the public book as published until published again.
      await decide(desk, ids.undecided, 'oral')
      await desk.request('/desk/book/build', { method: 'POST', cookie: secretariat })
      expect((await readPdf(await bytesOf(await publicBook(desk)))).text).not.toContain(
        'Sample undecided abstract',
      )
      await desk.request('/desk/book/publish', { method: 'POST', cookie: secretariat })
      expect((await readPdf(await bytesOf(await publicBook(desk)))).text).toContain(
        'Sample undecided abstract',
      )

      const unpublished = await desk.request('/desk/book/unpublish', {
        method: 'POST',
        cookie: secretariat,
      })
      expect(unpublished.status).toBe(303)
      expect((await publicBook(desk)).status).toBe(404)
      expect(audited(desk, 'book.p').concat(audited(desk, 'book.u'))).toEqual([
        'book.published',
        'book.published',
        'book.unpublished',
      ])

      // Erasing an author deletes every copy of the book that prints their abstract.
      await desk.request('/desk/book/publish', { method: 'POST', cookie: secretariat })
      expect(desk.deps.db.get('SELECT count(*) AS n FROM abstract_books')?.n).toBe(2)
      const erased = await desk.request(`/desk/registrations/${ids.docx}/erase`, {
        cookie: secretariat,
        form: { confirm: 'yes' },
      })
      expect(erased.status).toBe(303)
      expect(desk.deps.db.get('SELECT count(*) AS n FROM abstract_books')?.n).toBe(0)
      expect((await publicBook(desk)).status).toBe(404)
    },
  )

  it('is the secretariat’s only: staff and reviewers are refused every book endpoint', async () => {
    const desk = await deskHarness()
    for (const role of ['staff', 'reviewer'] as const) {
      const cookie = await desk.signedIn(role)
      for (const [method, path] of [
        ['GET', '/desk/book'],
        ['POST', '/desk/book/build'],
        ['GET', '/desk/book.pdf'],
        ['POST', '/desk/book/publish'],
        ['POST', '/desk/book/unpublish'],
      ] as const) {
        const response = await desk.request(path, { method, cookie })
        expect(response.status, `${method} ${path} as ${role}`).toBe(403)
      }
      const home = await (await desk.request('/desk', { cookie })).text()
      expect(home).not.toContain('/desk/book')
    }
    expect(audited(desk, 'book.')).toEqual([])
  })
})
