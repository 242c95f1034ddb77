import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchRedirect } from './search-redirect'

describe('SearchRedirect', () => {
  const replace = vi.fn()
  const original = window.location
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original })
  })

  it('announces the redirect, offers a manual link and replaces the location', () => {
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, replace },
    })
    render(<SearchRedirect engine="bing" terms="Embassy of Ghana" />)
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to search results...')
    const url = 'https://www.bing.com/search?q=Embassy%20of%20Ghana'
    expect(screen.getByRole('link', { name: /open the search results/i })).toHaveAttribute(
      'href',
      url,
    )
    expect(replace).toHaveBeenCalledWith(url)
  })

  it('falls back to google for an unknown engine', () => {
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, replace },
    })
    render(<SearchRedirect engine="altavista" terms="a b" />)
    expect(replace).toHaveBeenLastCalledWith('https://www.google.com/search?q=a%20b')
  })
})
