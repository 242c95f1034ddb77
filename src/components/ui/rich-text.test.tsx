import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { RichText, isInternalHref } from './rich-text'

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: text, text, marks })
const value = [
  { _type: 'block', _key: 'a', style: 'h2', markDefs: [], children: [span('Welcome')] },
  { _type: 'block', _key: 'b', style: 'h3', markDefs: [], children: [span('Details')] },
  {
    _type: 'block',
    _key: 'c',
    style: 'normal',
    markDefs: [
      { _type: 'link', _key: 'l1', href: '/signup' },
      { _type: 'link', _key: 'l2', href: 'https://example.org/x' },
    ],
    children: [span('Join '), span('here', ['l1']), span(' or read '), span('more', ['l2'])],
  },
  {
    _type: 'block',
    _key: 'd',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [span('One')],
  },
  {
    _type: 'block',
    _key: 'e',
    style: 'normal',
    listItem: 'bullet',
    level: 1,
    markDefs: [],
    children: [span('Two')],
  },
  {
    _type: 'image',
    _key: 'f',
    asset: { _ref: `image-${'c'.repeat(40)}-800x600-svg` },
    alt: 'A hotel',
    dimensions: { width: 800, height: 600 },
  },
]

describe('<RichText>', () => {
  it('renders headings, lists, links and images', () => {
    render(
      <MemoryRouter>
        <RichText value={value} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    const internal = screen.getByRole('link', { name: 'here' })
    expect(internal).toHaveAttribute('href', '/signup')
    expect(internal).not.toHaveAttribute('target')
    const external = screen.getByRole('link', { name: /more/ })
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('img', { name: 'A hotel' })).toHaveAttribute('width', '800')
  })

  it('renders nothing for empty content', () => {
    const { container } = render(<RichText value={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('treats only site paths as internal', () => {
    expect(isInternalHref('/legal/terms-of-use')).toBe(true)
    expect(isInternalHref('//evil.example')).toBe(false)
    expect(isInternalHref('https://example.org')).toBe(false)
  })
})
