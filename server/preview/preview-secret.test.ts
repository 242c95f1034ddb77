import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeLake, makeSeedDir } from '../lake/seed-fixture.test-utils.ts'
import { localPreviewBackend } from './local-backend.ts'
import { createSecretCheck, previewRedirect } from './preview-secret.ts'

const enable = (query: string) => new URL(`http://127.0.0.1:4173/preview/enable?${query}`)

describe('the preview secret', () => {
  it('PREVIEW_SECRET turns preview on; a wrong or missing one does not', async () => {
    const check = createSecretCheck({ previewSecret: 'a-secret-of-16-chars', secrets: null })
    expect(
      await check(
        enable('sanity-preview-secret=a-secret-of-16-chars&sanity-preview-pathname=/news'),
      ),
    ).toEqual({ ok: true, redirectTo: '/news' })
    expect(await check(enable('sanity-preview-secret=a-secret-of-16-chars!'))).toEqual({
      ok: false,
    })
    expect(await check(enable('sanity-preview-pathname=/news'))).toEqual({ ok: false })
  })

  it('leads only to a path of the site', () => {
    const to = (pathname: string) =>
      previewRedirect(enable(`sanity-preview-pathname=${encodeURIComponent(pathname)}`))
    expect(to('/iumrs-icam25/accomodation?x=1#top')).toBe('/iumrs-icam25/accomodation?x=1#top')
    expect(to('//evil.example/path')).toBe('/')
    expect(to('https://evil.example/')).toBe('/')
    expect(to('/\\evil.example')).toBe('/')
    expect(previewRedirect(enable(''))).toBe('/')
  })
})

describe("the studio's handshake, read from the local lake", () => {
  let fixture: Awaited<ReturnType<typeof makeLake>>
  beforeAll(async () => {
    const seedDir = makeSeedDir()
    const file = path.join(seedDir, 'production.ndjson')
    // What the Presentation tool stores before it opens the enable URL (a draft, so private).
    const secret = (id: string, value: string, updatedAt: string) =>
      JSON.stringify({
        _id: `drafts.${id}`,
        _type: 'sanity.previewUrlSecret',
        _updatedAt: updatedAt,
        secret: value,
        source: 'presentation',
        studioUrl: 'http://localhost:3333',
      })
    const now = new Date().toISOString()
    const old = new Date(Date.now() - 2 * 3600_000).toISOString()
    writeFileSync(
      file,
      `${secret('s1', 'fresh-studio-secret', now)}\n${secret('s2', 'old-studio-secret', old)}\n`,
      {
        flag: 'a',
      },
    )
    fixture = await makeLake({ seedDir })
  })
  afterAll(() => fixture.close())

  it('accepts a secret the studio stored within the hour, and no other', async () => {
    const backend = localPreviewBackend({
      lake: fixture.lake,
      backend: (request) => fixture.app.fetch(request),
      dataset: 'production',
      token: 'a-token-of-16-chars-or-more',
    })
    const check = createSecretCheck({ previewSecret: null, secrets: backend.secrets })
    expect(
      await check(enable('sanity-preview-secret=fresh-studio-secret&sanity-preview-pathname=/')),
    ).toEqual({ ok: true, redirectTo: '/' })
    expect(await check(enable('sanity-preview-secret=old-studio-secret'))).toEqual({ ok: false })
    expect(await check(enable('sanity-preview-secret=never-stored'))).toEqual({ ok: false })
  })
})
