import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { expect, vi } from 'vitest'

/** A `fetch` stand-in answering JSON with the given status (only the network is mocked). */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** Replaces global fetch for one test; returns the mock to inspect its calls. */
export function mockFetch(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(answer)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A fetch whose answer the test releases when it wants (to observe the in-flight state). */
export function heldFetch() {
  let release!: (response: Response) => void
  const answer = new Promise<Response>((resolve) => (release = resolve))
  const fetchMock = mockFetch(() => answer)
  return { fetchMock, release }
}

/** The JSON body of the n-th fetch call. */
export function sentBody(fetchMock: ReturnType<typeof vi.fn>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined
  return JSON.parse(String(init?.body))
}

/** Other pages of the flow, each with its h1, so a test can see where a navigation landed. */
const stub = (path: string, title: string): RouteObject => ({
  path,
  element: <h1>{title}</h1>,
})

/** Renders one membership screen inside a memory router with stand-ins for the other routes. */
export function renderAt(
  path: string,
  element: ReactNode,
  { at = path, more = [] }: { at?: string; more?: RouteObject[] } = {},
) {
  const routes: RouteObject[] = [
    { path, element },
    ...more,
    ...[
      stub('/', 'Home page'),
      stub('/login', 'Verify page'),
      stub('/signup', 'Step one page'),
      stub('/signup/profile', 'Step two page'),
    ].filter((route) => route.path !== path && !more.some((m) => m.path === route.path)),
  ]
  const router = createMemoryRouter(routes, { initialEntries: [at] })
  render(<RouterProvider router={router} />)
  return router
}

/** The consent text both membership forms show links to the terms and the privacy policy. */
export function expectConsentLinks(): void {
  expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
    'href',
    '/legal/terms-of-use',
  )
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
}
