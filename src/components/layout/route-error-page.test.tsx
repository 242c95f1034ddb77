import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { ErrorBoundary } from '@/components/ui/error-boundary'
import { RouteErrorPage } from './route-error-page'

function Boom(): never {
  throw new Error('Kaboom in a page')
}

it('shows "Unexpected Application Error!" when a page throws', () => {
  // React reports the caught error through console.error; that is expected here.
  vi.mocked(console.error).mockImplementation(() => {})
  render(
    <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
      <Boom />
    </ErrorBoundary>,
  )
  expect(
    screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Kaboom in a page')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
})

it('gives the page another chance after navigation (a new reset key)', () => {
  vi.mocked(console.error).mockImplementation(() => {})
  const { rerender } = render(
    <ErrorBoundary resetKey="/a" fallback={() => <p>failed</p>}>
      <Boom />
    </ErrorBoundary>,
  )
  expect(screen.getByText('failed')).toBeInTheDocument()
  rerender(
    <ErrorBoundary resetKey="/b" fallback={() => <p>failed</p>}>
      <p>next page</p>
    </ErrorBoundary>,
  )
  expect(screen.getByText('next page')).toBeInTheDocument()
})
