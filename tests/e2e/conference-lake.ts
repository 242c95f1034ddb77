import type { APIRequestContext, Page } from '@playwright/test'

/** Runs a GROQ query against the test server's content lake (the source of truth for counts). */
export async function lake<T = unknown>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.get(
    `/v2025-01-01/data/query/production?query=${encodeURIComponent(query)}`,
  )
  if (!response.ok()) throw new Error(`lake query failed: ${response.status()} ${query}`)
  return ((await response.json()) as { result: T }).result
}

/** Keeps every test on the machine: answers external map/search requests locally. */
export async function blockExternal(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www\.google\.com|www\.bing\.com|duckduckgo\.com)\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>stub</title><p>stub</p></html>',
    }),
  )
}
