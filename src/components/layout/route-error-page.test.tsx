import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { expect, it, vi } from 'vitest'
import { RouteErrorPage } from './route-error-page'

function Boom(): never {
  throw new Error('Kaboom in a page')
}

it('shows "Unexpected Application Error!" when a route throws', async () => {
  // React reports the caught error through console.error; that is expected here.
  vi.mocked(console.error).mockImplementation(() => {})
  const router = createMemoryRouter([
    { path: '/', element: <Boom />, errorElement: <RouteErrorPage /> },
  ])
  render(<RouterProvider router={router} />)
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Kaboom in a page')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
})
