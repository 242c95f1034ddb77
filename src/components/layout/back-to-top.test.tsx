import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BackToTop } from './back-to-top'

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
})

describe('society back-to-top button', () => {
  it.each([
    [false, 'smooth'],
    [true, 'auto'],
  ])(
    'appears beyond 95 percent of the viewport, scrolls to the top (reduced motion: %s, behavior %s)',
    async (reduce, behavior) => {
      prefersReducedMotion(reduce)
      const scroll = vi.fn()
      vi.stubGlobal('scrollTo', scroll)
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 })
      render(
        <main id="main">
          <h1>Page</h1>
          <BackToTop />
        </main>,
      )
      // The button's code loads after the page is interactive: wait for it.
      await act(() => import('./scroll-top-button'))
      scrollTo(760)
      expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument()
      scrollTo(761)
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Back to top' }))
      expect(scroll).toHaveBeenCalledWith({ top: 0, behavior })
      expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
    },
  )
})
