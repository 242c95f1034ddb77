// The book's published link (docs/decisions/0088) end to end in process: publishing the book of abstracts on the desk writes its
// public address into the CMS's conference document (the local lake's mutation API, real routes,
// real overlay on disk), the conference home's query then returns it and the after-event record
// links it; unpublishing removes it; a link the secretariat typed is never touched; a CMS that
// fails leaves the book published and the desk page says what to set in the studio.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import { publicBookUrl } from '@amrs/society-api/book/book-site-link'
import { createBookStore } from '@amrs/society-api/book/book-store'
import { deskHarness } from '@amrs/society-api/desk/desk.test-utils'
import type { ConferenceHomeQueryResult } from '@/content/sanity.types'
import { conferenceHomeQuery } from '@/features/conference/home/queries'
import { RecordSection } from '@/features/conference/home/record-section'
import { writableSeedLake, type WritableSeedLake } from './lake/writable-lake.test-utils.ts'

const WRITE = 'book-write-token-0123456789'
const TYPED = 'https://example.org/typed-by-the-secretariat.pdf'
let lake: WritableSeedLake

// The real seed, read only: writes go to the overlay folder.
beforeAll(async () => (lake = await writableSeedLake('book', WRITE)))
afterAll(() => lake.close())
// Each test starts from a conference without a book link (the seed's sample has one) or a draft.
beforeEach(async () => {
  await lake.store.mutate('production', [
    { patch: { id: 'conference', unset: ['abstractBookUrl'] } },
    { delete: { id: 'drafts.conference' } },
  ])
})

const raw = <T>(query: string) => lake.raw<T>(query)
const links = () =>
  raw<{ _id: string; abstractBookUrl: string | null }[]>(
    '*[_id in ["conference", "drafts.conference"]]{_id, abstractBookUrl} | order(_id)',
  )

const writerTo = (fetchFn: (request: Request) => Promise<Response>) => lake.writerTo(fetchFn)

/** A desk writing to the lake in this process, with a build of the book ready to publish. */
async function desk() {
  const harness = await deskHarness()
  harness.deps.contentWriter = writerTo(async (request) => lake.app.fetch(request))
  await createBookStore(harness.deps.db).saveBuild(
    {
      pdf: new TextEncoder().encode('%PDF-1.7 sample'),
      pages: 1,
      abstracts: 1,
      buildMs: 1,
      ids: [],
    },
    null,
    '2025-12-13T09:00:00.000Z',
    { sql: 'SELECT 1' },
  )
  const cookie = await harness.signedIn('secretariat')
  const post = async (action: 'publish' | 'unpublish') => {
    const answer = await harness.request(`/desk/book/${action}`, { method: 'POST', cookie })
    expect(answer.status).toBe(303)
    const location = answer.headers.get('location')!
    const page = await (await harness.request(location, { cookie })).text()
    return { location, page }
  }
  const audited = () =>
    harness.deps.db
      .all("SELECT action, target FROM audit_log WHERE action LIKE 'book.%' ORDER BY id")
      .map((r) => `${String(r.action)}${r.target ? ` ${String(r.target)}` : ''}`)
  return { harness, url: publicBookUrl(harness.deps), post, audited }
}

/** The conference home's record as the site renders it from the published content. */
async function siteRecord(): Promise<string> {
  const { result } = await lake.lake.query({
    dataset: 'production',
    query: conferenceHomeQuery,
    params: {},
  })
  const conference = (result as ConferenceHomeQueryResult).conference!
  return renderToStaticMarkup(createElement(RecordSection, { conference }))
}

describe('the site’s abstract book link follows the desk’s publishing', () => {
  it('publishing sets the published conference’s link and its draft’s; the home links it; unpublishing removes it', async () => {
    const { url, post, audited } = await desk()
    await lake.store.mutate('production', [
      { createOrReplace: { _id: 'drafts.conference', _type: 'conference', name: 'Draft edit' } },
    ])
    expect(await siteRecord()).not.toContain('Abstract book')

    const published = await post('publish')
    expect(published.location).toBe('/desk/book?after=publish&site=done')
    expect(published.page).toContain(
      `The conference site’s “Abstract book” link now goes to the published book: ${url}.`,
    )
    expect(await links()).toEqual([
      { _id: 'conference', abstractBookUrl: url },
      { _id: 'drafts.conference', abstractBookUrl: url },
    ])
    expect(await siteRecord()).toContain(`href="${url}"`)
    expect(await siteRecord()).toMatch(/<a [^>]*href="[^"]+abstract-book\.pdf"[^>]*>Abstract book</)

    const unpublished = await post('unpublish')
    expect(unpublished.page).toContain('The conference site no longer links the book.')
    expect(await links()).toEqual([
      { _id: 'conference', abstractBookUrl: null },
      { _id: 'drafts.conference', abstractBookUrl: null },
    ])
    expect(await siteRecord()).not.toContain('Abstract book')
    expect(audited()).toEqual([
      'book.published',
      'book.site-link-done publish',
      'book.unpublished',
      'book.site-link-done unpublish',
    ])
  })

  it('a link the secretariat typed is kept through publishing and unpublishing', async () => {
    const { url, post, audited } = await desk()
    await lake.store.mutate('production', [
      { patch: { id: 'conference', set: { abstractBookUrl: TYPED } } },
    ])
    const published = await post('publish')
    expect(published.page).toContain(
      'gives an abstract book link of its own; it was left as it is.',
    )
    expect(published.page).toContain(`set the conference’s “Abstract book (link)”`)
    expect(published.page).toContain(url)
    expect(await links()).toEqual([{ _id: 'conference', abstractBookUrl: TYPED }])
    expect(await siteRecord()).toContain(`href="${TYPED}"`)

    await post('unpublish')
    expect(await links()).toEqual([{ _id: 'conference', abstractBookUrl: TYPED }])
    expect(audited()).toEqual([
      'book.published',
      'book.site-link-kept publish',
      'book.unpublished',
      'book.site-link-kept unpublish',
    ])
  })

  it('unpublishing removes only the service’s address: a link typed since publishing stays', async () => {
    const { url, post } = await desk()
    await post('publish')
    expect(await links()).toEqual([{ _id: 'conference', abstractBookUrl: url }])
    await lake.store.mutate('production', [
      { patch: { id: 'conference', set: { abstractBookUrl: TYPED } } },
    ])
    await post('unpublish')
    expect(await links()).toEqual([{ _id: 'conference', abstractBookUrl: TYPED }])
  })

  it('a CMS that fails leaves the book published, audited, and the page says what to set in the studio', async () => {
    const { harness, url, post, audited } = await desk()
    harness.deps.contentWriter = writerTo(async () =>
      Response.json({ error: { description: 'down' } }, { status: 503 }),
    )
    const published = await post('publish')
    expect(published.location).toBe('/desk/book?after=publish&site=failed')
    expect(published.page).toContain(
      `The book is published, but the conference site’s link could not be set (the CMS did not accept the change): in the studio, set the conference’s “Abstract book (link)” (tab “After the conference”) to ${url}.`,
    )
    expect(published.page).toContain('role="alert"')
    const served = await harness.request(`/api${apiPaths.abstractBook}`, { origin: null })
    expect(served.status).toBe(200)
    expect(await links()).toEqual([{ _id: 'conference', abstractBookUrl: null }])
    expect(audited()).toEqual(['book.published', 'book.site-link-failed publish'])

    // Without write access at all the page says the same, with the reason.
    harness.deps.contentWriter = null
    const unpublished = await post('unpublish')
    expect(unpublished.page).toContain(
      `The book is unpublished, but the conference site’s link could not be removed (the service has no write access to the CMS: SANITY_WRITE_TOKEN is not set): in the studio, empty the conference’s “Abstract book (link)” (tab “After the conference”) if it is ${url}.`,
    )
    expect(audited().at(-1)).toBe('book.site-link-no-writer unpublish')
  })
})
