import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCoverRoutes } from './cover-route.ts'
import { lakeCovers, sanityCdnCovers } from './cover-sources.ts'

const HERO = path.resolve(import.meta.dirname, '../../studio/seed/assets/conference-hero.svg')
const ID = 'image-0123abcd-1200x630-svg'

describe('/media/cover/<asset id>', () => {
  it("locally draws the lake's SVG to a 600 px PNG, cached for a year; unknown or malformed ids answer 404", async () => {
    const asked: string[] = []
    const app = createCoverRoutes(
      lakeCovers(
        (file) => (
          asked.push(file),
          file === '0123abcd-1200x630.svg' ? { filePath: HERO } : undefined
        ),
      ),
    )
    const response = await app.request(`/media/cover/${ID}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const png = Buffer.from(await response.arrayBuffer())
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(600) // IHDR width
    expect(asked).toEqual(['0123abcd-1200x630.svg'])

    expect((await app.request('/media/cover/image-ffff-10x10-svg')).status).toBe(404)
    expect((await app.request('/media/cover/..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
    expect((await app.request('/media/cover/image-0123abcd-1200x630-svg.js')).status).toBe(404)
  })

  it("in production passes on Sanity's JPEG rendition (?w=600&fm=jpg) and nothing else", async () => {
    const urls: string[] = []
    let type = 'image/jpeg'
    const fetcher = (async (url: string) => {
      urls.push(url)
      return new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': type } })
    }) as typeof fetch
    const app = createCoverRoutes(
      sanityCdnCovers({ projectId: 'abc123', dataset: 'production' }, fetcher),
    )
    const response = await app.request(`/media/cover/${ID}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(urls).toEqual([
      'https://cdn.sanity.io/images/abc123/production/0123abcd-1200x630.svg?w=600&fm=jpg',
    ])
    type = 'text/html'
    expect((await app.request('/media/cover/image-99-10x10-png')).status).toBe(404)
  })
})
