import { describe, expect, it } from 'vitest'
import imageUrlBuilder from '@sanity/image-url'
import { croppedSize, imageSrcSet, imageUrl, srcSetWidths, type SanityImageValue } from './image'

const sha = 'a'.repeat(40)
const image: SanityImageValue = {
  asset: { _ref: `image-${sha}-1600x900-svg` },
  alt: 'A lattice',
  dimensions: { width: 1600, height: 900 },
}

describe('image URLs', () => {
  it('builds same-origin /images/{project}/{dataset}/{file} URLs with width, fit and auto=format', () => {
    // Relative in local mode, so the server's HTML and the browser's render agree.
    expect(imageUrl(image, 640)).toMatch(/^\/images\//)
    const url = new URL(imageUrl(image, 640), 'http://127.0.0.1')
    expect(url.pathname).toBe(`/images/local/production/${sha}-1600x900.svg`)
    expect(url.searchParams.get('w')).toBe('640')
    expect(url.searchParams.get('auto')).toBe('format')
    expect(url.searchParams.get('fit')).toBe('max')
  })

  it('offers srcset widths up to the source width, never upscaling', () => {
    expect(srcSetWidths(image)).toEqual([320, 640, 960, 1280, 1600])
    expect(srcSetWidths({ ...image, dimensions: { width: 400, height: 400 } })).toEqual([320, 400])
    expect(srcSetWidths({ ...image, dimensions: { width: 4000, height: 3000 } })).toEqual([
      320, 640, 960, 1280, 1920,
    ])
    expect(srcSetWidths({ ...image, dimensions: null })).toEqual([320, 640, 960, 1280, 1920])
    const set = imageSrcSet(image).split(', ')
    expect(set).toHaveLength(5)
    expect(set[0]).toMatch(/\?.*w=320.* 320w$/)
  })

  it('accounts for the editor crop in the intrinsic size and the URL', () => {
    const cropped = { ...image, crop: { top: 0, bottom: 0.5, left: 0.25, right: 0.25 } }
    expect(croppedSize(cropped)).toEqual({ width: 800, height: 450 })
    expect(croppedSize(image)).toEqual({ width: 1600, height: 900 })
    expect(imageUrl(cropped, 320)).toContain('rect=400,0,800,450')
  })
})

describe('imageUrl matches @sanity/image-url', () => {
  // The library is the oracle: our 20-line builder must produce the same URLs.
  const library = imageUrlBuilder({ projectId: 'local', dataset: 'production', baseUrl: '/' })
  const cases: SanityImageValue[] = [
    image,
    { ...image, crop: { top: 0.1, bottom: 0.05, left: 0.2, right: 0 } },
    { ...image, crop: { top: 0, bottom: 0, left: 0, right: 0 } },
    { ...image, hotspot: { x: 0.3, y: 0.6 } },
    { asset: { _ref: `image-${'b'.repeat(40)}-1200x630-png` } },
  ]
  it.each(cases)('%o', (value) => {
    for (const width of [undefined, 320, 1280]) {
      let expected = library
        .image({
          asset: { _ref: value.asset?._ref ?? '' },
          ...(value.crop ? { crop: value.crop } : {}),
          ...(value.hotspot ? { hotspot: value.hotspot } : {}),
        } as never)
        .auto('format')
        .fit('max')
      if (width) expected = expected.width(width)
      const want = new URL(expected.url(), 'http://x')
      const got = new URL(imageUrl(value, width), 'http://x')
      expect(got.pathname).toBe(want.pathname)
      expect(Object.fromEntries(got.searchParams)).toEqual(Object.fromEntries(want.searchParams))
    }
  })
})
