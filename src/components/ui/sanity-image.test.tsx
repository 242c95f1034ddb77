import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SanityImage } from './sanity-image'

const image = {
  asset: { _ref: `image-${'b'.repeat(40)}-1200x800-svg` },
  alt: 'Main hall with stage and seats',
  crop: null,
  hotspot: null,
  dimensions: { width: 1200, height: 800 },
}

describe('<SanityImage>', () => {
  it('renders alt, explicit size, srcset and sizes; lazy and async by default', () => {
    render(<SanityImage image={image} sizes="100vw" className="x" />)
    const img = screen.getByRole('img', { name: 'Main hall with stage and seats' })
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '800')
    expect(img).toHaveAttribute('sizes', '100vw')
    expect(img.getAttribute('srcset')?.split(', ')).toHaveLength(4)
    expect(img.getAttribute('srcset')).toMatch(/ 1200w$/)
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).toHaveClass('x')
    expect(img.getAttribute('src')).toContain('w=1200')
  })

  it('loads eagerly with high priority when priority is set', () => {
    render(<SanityImage image={image} sizes="100vw" priority />)
    const img = screen.getByRole('img')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
  })

  it('can be marked decorative and renders nothing without an asset', () => {
    const { container } = render(<SanityImage image={image} sizes="10vw" alt="" />)
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
    const empty = render(<SanityImage image={{ ...image, asset: null }} sizes="10vw" />)
    expect(empty.container).toBeEmptyDOMElement()
  })
})
