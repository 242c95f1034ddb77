/** @jsxImportSource hono/jsx */
import { accountOf, audit, auditEntry, type DeskContext } from '../desk/context.ts'
import type { DeskEndpoint } from '../desk/endpoints.ts'
import { notice, page, seeOther } from '../desk/render.tsx'
import { SECRETARIAT } from '../desk/roles.ts'
import { buildBook } from './book-build.ts'
import { acceptedCount } from './book-entries.ts'
import { BookPage } from './book-page.tsx'
import { SITE_LINK_OUTCOMES, publicBookUrl, updateSiteLink } from './book-site-link.ts'
import { createBookStore } from './book-store.ts'

const storeOf = (c: DeskContext) => createBookStore(c.get('desk').deps.db)

const pdfAnswer = (c: DeskContext, pdf: Uint8Array, day: string) =>
  c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="book-of-abstracts-${day}.pdf"`,
    'Cache-Control': 'no-store',
  })

/** The outcome of the site's link after the last publish or unpublish (`?site=…&after=…`). */
function siteLinkOf(c: DeskContext) {
  const outcome = SITE_LINK_OUTCOMES.find((o) => o === c.req.query('site'))
  const after = (['publish', 'unpublish'] as const).find((a) => a === c.req.query('after'))
  return outcome && after ? { outcome, after } : undefined
}

/** GET /desk/book: the page. */
export function showBook(c: DeskContext) {
  const { deps } = c.get('desk')
  const store = storeOf(c)
  const siteLink = siteLinkOf(c)
  return page(
    c,
    'Book of abstracts',
    <BookPage
      accepted={acceptedCount(deps.db)}
      built={store.facts('built')}
      published={store.facts('published')}
      publicUrl={publicBookUrl(deps)}
      {...(siteLink ? { siteLink } : {})}
    />,
  )
}

/** POST /desk/book/build: builds the book from the accepted abstracts now, keeps it, downloads it. */
export async function buildAndDownload(c: DeskContext) {
  const { deps, clock } = c.get('desk')
  if (acceptedCount(deps.db) === 0)
    return notice(c, 'No book yet', 'No abstract has been accepted yet: the book would be empty.', {
      status: 409,
    })
  const book = await buildBook(deps)
  const at = clock().toISOString()
  await storeOf(c).saveBuild(
    book,
    accountOf(c).id,
    at,
    auditEntry(
      c,
      'book.built',
      `${book.abstracts} abstracts; ${book.pages} pages; ${book.pdf.byteLength} bytes`,
    ),
  )
  return pdfAnswer(c, book.pdf, at.slice(0, 10))
}

/** GET /desk/book.pdf: the last build again. */
export async function downloadBook(c: DeskContext) {
  const store = storeOf(c)
  const built = store.facts('built')
  const pdf = store.pdf('built')
  if (!built || !pdf)
    return notice(c, 'No book yet', 'The book has not been built yet.', { status: 404 })
  await audit(c, 'book.downloaded')
  return pdfAnswer(c, pdf, built.builtAt.slice(0, 10))
}

/**
 * After the book is published or unpublished: the CMS's link follows (docs/decisions/0088),
 * audited; a failure leaves the book as it is and the page says what to do in the studio.
 */
async function followOnSite(c: DeskContext, action: 'publish' | 'unpublish') {
  const { deps } = c.get('desk')
  const url = publicBookUrl(deps)
  const outcome = await updateSiteLink(deps.contentWriter, url, action)
  await audit(c, `book.site-link-${outcome}`, action)
  return seeOther(c, `/desk/book?after=${action}&site=${outcome}`)
}

/** POST /desk/book/publish: the last build goes to the public address, and the site links it. */
export async function publishBook(c: DeskContext) {
  const at = c.get('desk').clock().toISOString()
  const published = await storeOf(c).publish(at, auditEntry(c, 'book.published'))
  if (!published)
    return notice(c, 'No book yet', 'Build the book before publishing it.', { status: 409 })
  return followOnSite(c, 'publish')
}

/** POST /desk/book/unpublish: the public address answers "not published" again; the link goes. */
export async function unpublishBook(c: DeskContext) {
  await storeOf(c).unpublish(auditEntry(c, 'book.unpublished'))
  return followOnSite(c, 'unpublish')
}

/** The book of abstracts on the desk: the secretariat's only (docs/decisions/0087). */
export const BOOK_ENDPOINTS: DeskEndpoint[] = [
  { method: 'GET', path: '/book', access: SECRETARIAT, handle: showBook, nav: 'Book of abstracts' },
  { method: 'POST', path: '/book/build', access: SECRETARIAT, handle: buildAndDownload },
  { method: 'GET', path: '/book.pdf', access: SECRETARIAT, handle: downloadBook },
  { method: 'POST', path: '/book/publish', access: SECRETARIAT, handle: publishBook },
  { method: 'POST', path: '/book/unpublish', access: SECRETARIAT, handle: unpublishBook },
]
