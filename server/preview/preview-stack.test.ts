import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStack, type LocalStack } from '../app.ts'
import { readConfig } from '../config.ts'
import { makeSeedDir } from '../lake/seed-fixture.test-utils.ts'

const SECRET = 'preview-secret-for-tests'
const TOKEN = 'lake-read-token-for-tests'

/**
 * A build with a stand-in server-rendering bundle: its page shows one speaker's name, read
 * through whatever content the server hands it (published for visitors, drafts in preview).
 */
function makeDist(): string {
  const work = mkdtempSync(path.join(tmpdir(), 'preview-test-'))
  const dist = path.join(work, 'dist')
  mkdirSync(path.join(dist, '.vite'), { recursive: true })
  mkdirSync(`${dist}-ssr`)
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/preview/main.ts': { file: 'assets/preview.js', isEntry: true },
    }),
  )
  writeFileSync(
    path.join(`${dist}-ssr`, 'template.html'),
    '<!doctype html><html><head><!--head--><!--/head--></head><body><div id="root"><!--app--></div><!--page-data--></body></html>',
  )
  writeFileSync(
    path.join(`${dist}-ssr`, 'entry-server.mjs'),
    `const route = { id: 'home', path: '/', layout: 'society', module: 'home', kind: 'content', title: 'Home', description: '', contentTypes: [] }
export const entry = {
  async render(request) {
    const { result } = await request.fetchContent('*[_id == "speaker-a"][0].name')
    const mark = request.preview ? ' data-sanity="id=speaker-a;type=speaker;path=name"' : ''
    return { kind: 'page', status: 200, route, head: '<title>Home</title>', body: '<h1' + mark + '>' + result + '</h1>', pageData: '', modules: [] }
  },
  async sitePaths() { return [] },
  async sitemapEntries() { return [] },
  async renderFeed() { return '' },
  async socialCards() { return {} },
}
`,
  )
  return dist
}

let stack: LocalStack
beforeAll(async () => {
  const dist = makeDist()
  stack = await createLocalStack(
    readConfig({
      DIST_DIR: dist,
      SEED_DIR: makeSeedDir(),
      DATA_DIR: path.join(path.dirname(dist), 'data'),
      PREVIEW_SECRET: SECRET,
    }),
    { watch: false, lake: { readToken: TOKEN } },
  )
})
afterAll(() => stack.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  stack.fetch(new Request(`http://127.0.0.1:4173${url}`, { headers }))

async function previewCookie(): Promise<string> {
  const on = await get(`/preview/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=/`)
  expect(on.status).toBe(307)
  return (on.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

describe('preview on the local server', () => {
  it('refuses a missing or wrong secret with 401 and no cookie', async () => {
    for (const url of ['/preview/enable', '/preview/enable?sanity-preview-secret=nope']) {
      const res = await get(url)
      expect(res.status, url).toBe(401)
      expect(res.headers.get('set-cookie'), url).toBeNull()
    }
  })

  it('keeps preview and public answers apart: page cache, ETag, caching headers, framing', async () => {
    const first = await get('/')
    const etag = first.headers.get('etag') ?? ''
    expect(await first.text()).toContain('<h1>Ada</h1>')
    expect(etag).toBeTruthy()

    const cookie = await previewCookie()
    const asked: Array<Record<string, string>> = [{ cookie }, { cookie, 'if-none-match': etag }]
    for (const headers of asked) {
      const preview = await get('/', headers)
      expect(preview.status).toBe(200)
      const html = await preview.text()
      expect(html).toContain('>Ada (unpublished edit)</h1>')
      expect(html).toContain('data-sanity=')
      expect(html).toContain('Preview: drafts shown')
      expect(html).toContain('<script type="module" crossorigin src="/assets/preview.js">')
      expect(preview.headers.get('etag')).toBeNull()
      expect(preview.headers.get('cache-control')).toBe('private, no-store')
      expect(preview.headers.get('content-security-policy')).toContain(
        'frame-ancestors http://localhost:3333;',
      )
      expect(preview.headers.get('x-frame-options')).toBeNull()
    }

    // The public page was not replaced by the preview render, nor its validator.
    const again = await get('/')
    expect(again.headers.get('etag')).toBe(etag)
    const html = await again.text()
    expect(html).toContain('<h1>Ada</h1>')
    expect(html).not.toContain('data-sanity')
    expect(html).not.toContain('preview')
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(again.headers.get('x-frame-options')).toBe('DENY')
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304)
  })

  it("answers the browser's preview queries with drafts, only with the cookie, never with the token", async () => {
    const query = encodeURIComponent('*[_id == "speaker-a"][0].name')
    const url = `/preview/api/v2025-01-01/data/query/production?query=${query}&perspective=published`
    const refused = await get(url)
    expect(refused.status).toBe(401)
    const cookie = await previewCookie()
    const answer = await get(url, { cookie })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const text = await answer.text()
    expect(JSON.parse(text)).toMatchObject({ result: 'Ada (unpublished edit)' })
    expect(text).not.toContain(TOKEN)
    expect((await get(url.replace('/production?', '/other?'), { cookie })).status).toBe(404)
  })

  it('turns off: the cookie cleared, back to the page it was pressed on', async () => {
    const cookie = await previewCookie()
    const off = await stack.fetch(
      new Request('http://127.0.0.1:4173/preview/disable', {
        method: 'POST',
        headers: { cookie, referer: 'http://127.0.0.1:4173/news?page=2' },
      }),
    )
    expect(off.status).toBe(303)
    expect(off.headers.get('location')).toBe('/news?page=2')
    expect(off.headers.get('set-cookie')).toMatch(/^amrs_preview=; .*Max-Age=0$/)
  })
})
