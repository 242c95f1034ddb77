import { expect, type Page } from '@playwright/test'
import { E2E_LAKE_READ_TOKEN } from './preview-secrets.ts'

/**
 * The talk drafts' browser steps (docs/decisions/0086), for the whole path's test (desk-review.spec.ts) to call at
 * its end: on a page signed in to the desk as the secretariat, open Programme drafts, make the
 * missing talk drafts, and check in the local lake (drafts perspective, with the read token the
 * browser tests use) that a talk draft titled `title` exists, made from its abstract.
 * `deskOrigin`: where the secretariat signed in (what `signInAsNew` returns); default: the
 * page's current origin.
 */
export async function makeTalkDrafts(
  page: Page,
  { title, deskOrigin }: { title: string; deskOrigin?: string },
): Promise<void> {
  await page.goto(new URL('/desk', deskOrigin ?? page.url()).href)
  await page
    .getByRole('navigation', { name: 'Desk' })
    .getByRole('link', { name: 'Programme drafts' })
    .click()
  await expect(page.getByRole('heading', { name: 'Programme drafts', level: 1 })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Not yet')
  await page.getByRole('button', { name: 'Make the missing talk drafts' }).click()
  await expect(page.getByRole('status')).toHaveText(/\d+ talk drafts? made\./)
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Made')

  const query = '*[_type == "talk" && title == $title]{_id, kind, abstractRef}'
  const answer = await page.request.get(
    `${new URL(page.url()).origin}/v2025-01-01/data/query/production?perspective=drafts&query=${encodeURIComponent(query)}&$title=${encodeURIComponent(JSON.stringify(title))}`,
    { headers: { Authorization: `Bearer ${E2E_LAKE_READ_TOKEN}` } },
  )
  expect(answer.ok()).toBe(true)
  const { result } = (await answer.json()) as {
    result: { _id: string; kind: string; abstractRef: string }[]
  }
  expect(result).toHaveLength(1)
  expect(result[0]).toMatchObject({ kind: expect.stringMatching(/^(oral|poster)$/) })
  expect(result[0]!.abstractRef).toMatch(/^abstract-\d+-[0-9a-f]{10}$/)
}
