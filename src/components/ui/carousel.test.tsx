import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Carousel } from './carousel'

const slides = ['A', 'B', 'C', 'D'].map((s) => <p key={s}>Slide {s}</p>)
const current = () =>
  screen
    .getAllByRole('button', { name: /Go to slide/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true') + 1

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('labels the region and slides, hides inactive slides, advances and wraps', () => {
    render(<Carousel label="Highlights" slides={slides} />)
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    )
    expect(screen.getByRole('group', { name: '1 of 4' })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: '2 of 4' })).toBeNull() // aria-hidden
    expect(current()).toBe(1)
    for (const expected of [2, 3, 4, 1]) {
      act(() => vi.advanceTimersByTime(4000))
      expect(current()).toBe(expected)
    }
  })

  it('dots select a slide; pause stops advancing', () => {
    render(<Carousel label="Highlights" slides={slides} />)
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }))
    expect(current()).toBe(3)
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }))
    act(() => vi.advanceTimersByTime(12000))
    expect(current()).toBe(3)
  })

  it('groups slides per view', () => {
    render(<Carousel label="Rooms" slides={slides} perView={{ wide: 2, narrow: 1 }} />)
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(2)
  })

  it('fills a short last slide from the end: 3 photos 2 at a time show 2 and 3 last', () => {
    render(<Carousel label="Rooms" slides={slides.slice(0, 3)} perView={{ wide: 2, narrow: 1 }} />)
    // Items per view come from CSS (data attributes), so the server's HTML is laid out right.
    expect(screen.getByRole('region', { name: 'Rooms' })).toHaveAttribute('data-wide', '2')
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }))
    expect(screen.getByRole('group', { name: '2 of 3' })).toHaveTextContent('Slide B')
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveTextContent('Slide C')
    expect(screen.queryByRole('group', { name: '1 of 3' })).toBeNull()
  })

  it('renders the visible slide and the next one; the rest wait until shown', () => {
    render(<Carousel label="Highlights" slides={slides} />)
    expect(screen.getByText('Slide A')).toBeInTheDocument()
    expect(screen.getByText('Slide B', { ignore: 'noscript *' })).toBeInTheDocument()
    expect(screen.queryByText('Slide C')).toBeNull()
    act(() => vi.advanceTimersByTime(4000))
    expect(screen.getByText('Slide C')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(8000))
    // Back at the first slide: what was shown stays loaded.
    expect(screen.getByText('Slide C', { ignore: 'noscript *' })).toBeInTheDocument()
  })

  it('shows no pause, dots or arrows and does not move when everything fits on one slide', () => {
    render(<Carousel label="Rooms" slides={slides.slice(0, 2)} perView={{ wide: 2, narrow: 1 }} />)
    expect(screen.getByRole('group', { name: '1 of 2' })).toHaveTextContent('Slide A')
    expect(screen.getByRole('group', { name: '2 of 2' })).toHaveTextContent('Slide B')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    act(() => vi.advanceTimersByTime(8000))
    expect(screen.getByRole('group', { name: '1 of 2' })).toHaveTextContent('Slide A')
  })
})
