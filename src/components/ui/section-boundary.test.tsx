import { render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { SectionBoundary } from './section-boundary'

function Broken(): never {
  throw new Error('Section kaboom')
}

it('shows a short note in place of a failing section and keeps the others', () => {
  // React reports the caught error through console.error; that is expected here.
  vi.mocked(console.error).mockImplementation(() => {})
  render(
    <>
      <SectionBoundary>
        <h2>Before</h2>
      </SectionBoundary>
      <SectionBoundary>
        <Broken />
      </SectionBoundary>
      <SectionBoundary>
        <h2>After</h2>
      </SectionBoundary>
    </>,
  )
  expect(screen.getByRole('heading', { name: 'Before' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'After' })).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('This section could not be shown.')
  expect(screen.queryByText('Section kaboom')).not.toBeInTheDocument()
})

it('adds no markup while the section renders', () => {
  const { container } = render(
    <SectionBoundary>
      <p>Fine</p>
    </SectionBoundary>,
  )
  expect(container.innerHTML).toBe('<p>Fine</p>')
})
