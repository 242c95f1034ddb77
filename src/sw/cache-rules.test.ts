import { describe, expect, it } from 'vitest'
import { isKeepableContentQuery, isKeepablePage, isStorableAnswer } from './cache-rules'

const origin = 'https://amrs-ug.example.org'
const facts = (href: string, mode: RequestMode = 'navigate', method = 'GET') => ({
  method,
  url: new URL(href, origin),
  origin,
  mode,
})

describe('what the service worker keeps', () => {
  it.each([
    ['/iumrs-icam25/programme', true],
    ['/iumrs-icam25/programme/day/2025-12-10?room=r1', true],
    ['/iumrs-icam25/conference-venue', true],
    ['/api/health', false],
    ['/checkout/IUMRS_ICAM25X', false],
    ['/desk', false],
    ['/desk/registrations', false],
    // The check-in page is kept by its own worker (scope /desk/), never by the site's.
    ['/desk/check-in', false],
    ['/desk/check-in?q=sample', false],
    ['/iumrs-icam25/my-registration', false],
    ['/verify/7KQ2-M9XD-4TPA-ZR1C', false],
    ['/forms/registration', false],
    ['/preview/enable', false],
    ['/__test/stored', false],
    ['/_dev/mailbox', false],
    ['https://elsewhere.example/iumrs-icam25', false],
  ])('the page %s: %s', (href, kept) => expect(isKeepablePage(facts(href))).toBe(kept))

  it('keeps page navigations only: no form posts, no fetches of pages', () => {
    expect(isKeepablePage(facts('/iumrs-icam25/programme', 'navigate', 'POST'))).toBe(false)
    expect(isKeepablePage(facts('/iumrs-icam25/programme', 'cors'))).toBe(false)
  })

  it.each([
    ['/v2025-01-01/data/query/production?query=*', true],
    ['/v2025-01-01/data/query/production?query=*&perspective=published', true],
    ['https://abc.apicdn.sanity.io/v2025-01-01/data/query/production?query=*', true],
    ['/v2025-01-01/data/query/production?query=*&perspective=drafts', false],
    ['/v2025-01-01/data/query/production?query=*&perspective=previewDrafts', false],
    ['/v2025-01-01/data/live/events/production', false],
    ['/v2025-01-01/data/listen/production?query=*', false],
    // Fetched to be kept under its own key (src/content/keep-offline.ts): not filed twice.
    ['/v2025-01-01/data/query/production?query=*&tag=keep-offline', false],
  ])('the content request %s: %s', (href, kept) =>
    expect(isKeepableContentQuery(facts(href, 'cors'))).toBe(kept),
  )

  it.each([
    [200, 'public, max-age=0, s-maxage=10', true],
    [200, 'no-cache', true],
    [200, null, true],
    [410, 'no-cache', true],
    [200, 'no-store', false],
    [200, 'private, max-age=0', false],
    [200, 'No-Store', false],
    [404, null, false],
    [503, 'no-cache', false],
    [303, null, false],
  ])('an answer %i with Cache-Control %s is storable: %s', (status, header, storable) =>
    expect(isStorableAnswer(status, header)).toBe(storable),
  )
})
