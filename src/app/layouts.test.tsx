import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { describe, expect, it, vi } from 'vitest'
import { Component as ConferenceLayout } from '@/routes/_conference-layout'
import { Component as SocietyLayout } from '@/routes/_society-layout'

let broken = true
function Page() {
  if (broken) throw new Error('Page kaboom')
  return <h1>The page</h1>
}

function renderLayout(Layout: ComponentType, path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path, element: <Page /> },
          { path: '/', element: <h1>Home</h1> },
          { path: '/iumrs-icam25', element: <h1>Conference home</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <SWRConfig value={{ provider: () => new Map(), revalidateOnMount: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  )
}

describe.each([
  ['society', SocietyLayout, '/chief-patron', 'Go to the home page'],
  ['conference', ConferenceLayout, '/iumrs-icam25/venue', 'Go to the conference home page'],
])('the %s layout', (_name, Layout, path, homeLabel) => {
  it('keeps its header and footer when the page throws, and offers a retry', async () => {
    // React reports the caught error through console.error; that is expected here.
    vi.mocked(console.error).mockImplementation(() => {})
    broken = true
    renderLayout(Layout, path)
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: homeLabel })).toBeInTheDocument()

    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument()
  })
})
