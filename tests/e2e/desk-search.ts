import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The URL a desk list shows after a search holds no part of what was typed (docs/decisions/0093: personal
 * data never in a URL): a handle (`find=`, random) and the non-personal filters only.
 */
export function expectNoTypedText(url: string, typed: string): void {
  const params = new URL(url).searchParams
  expect(params.get('find'), url).toMatch(/^[\w-]{22}$/)
  params.delete('find')
  // The rest of the query (the path is the list's own); the handle is random, so not searched.
  const rest = decodeURIComponent(params.toString()).toLowerCase()
  for (const part of typed.toLowerCase().split(/[^a-z0-9]+/))
    if (part.length >= 3) expect(rest, url).not.toContain(part)
}

/**
 * Searches the desk list on `page` with its form (a POST, as without JavaScript): the box
 * labelled `label`, then "Show"; waits for the list it lands on and checks its URL.
 */
export async function searchDeskList(page: Page, label: string, typed: string): Promise<void> {
  await page.getByLabel(label).fill(typed)
  await page.getByRole('button', { name: 'Show' }).click()
  await page.waitForURL(/[?&]find=/)
  expectNoTypedText(page.url(), typed)
  await expect(page.getByLabel(label)).toHaveValue(typed)
}

export const REGISTRATIONS_SEARCH = 'Search (name, e-mail, payment reference)'
