import { readFile } from 'node:fs/promises'
import ICAL from 'ical.js'
import type { Locator, Page } from '@playwright/test'
import { programmePaths } from '@amrs/shared/programme/programme-paths'
import { openAtFirstPaint, thenScripts } from './first-paint-gate'
import { expect, expectAxeClean, test } from './fixtures'

// Stars and My programme: kept in this browser's storage under one key, in the format
// src/features/programme/my-programme-storage.ts reads.
const STORAGE_KEY = 'iumrs-icam25:my-programme'
const wednesday = programmePaths.day('2025-12-10')
const A3_01 = 'Computational, AI and machine learning: contributed talk A3-01 (sample)'
const B3_01 = 'Materials for water and environmental remediation: contributed talk B3-01 (sample)'

/** The star's glyph (CSS draws it from the button's state). */
const glyph = (star: Locator) =>
  star.evaluate((button) => getComputedStyle(button, '::before').content)

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as unknown, STORAGE_KEY)

test('a star survives a reload and appears in My programme', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(wednesday)
  // In the lists the name stays, the state is aria-pressed (and the glyph).
  const star = page.getByRole('button', { name: `Star ${A3_01}` })
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  expect(await glyph(star)).toContain('★')
  await page.reload()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('link', { name: 'My programme' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My programme')
  await expect(page.getByRole('link', { name: A3_01 })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('1 starred talk. All times GMT (Accra).')
})

test('a star tapped at the first paint, before the page has hydrated, is kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const gate = await openAtFirstPaint(page, wednesday)
  const star = page.getByRole('button', { name: `Star ${B3_01}` })
  await star.click()
  await thenScripts(page, gate)
  await expect(star).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 })
  expect(await stored(page)).toMatchObject({ talks: { 'b3-01': { title: B3_01 } } })
})

test('a starred talk’s page says "Starred" from its first paint, and unstars', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const talk = programmePaths.talk('b3-01')
  await page.goto(talk)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({
      version: 1,
      talks: { 'b3-01': { title: B3_01, start: '', end: '', starredAt: '' } },
    }),
  ] as const)
  const gate = await openAtFirstPaint(page, talk)
  const star = page.getByRole('button', {
    name: new RegExp(`^Star(red)? ${B3_01.replace(/[()]/g, '\\$&')}$`),
  })
  // Before any of the page's scripts: the stored star shows, and is said.
  await expect(star.getByText('Starred', { exact: true })).toBeVisible()
  await expect(star.getByText('Star', { exact: true })).toBeHidden()
  expect(await glyph(star)).toContain('★')
  await expect(star).toHaveAttribute('aria-pressed', 'true')
  await expect(star).toHaveAccessibleName(`Starred ${B3_01}`)
  gate.release()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 })
  await expect(star).toHaveAccessibleName(`Starred ${B3_01}`)
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await expect(star.getByText('Star', { exact: true })).toBeVisible()
  await expect(star.getByText('Starred', { exact: true })).toBeHidden()
  expect(await glyph(star)).toContain('☆')
  await expect(star).toHaveAccessibleName(`Star ${B3_01}`)
  expect(await stored(page)).toEqual({ version: 1, talks: {} })
})

test('My programme: overlaps in words, moved and removed talks kept, and an .ics file', async ({
  page,
}) => {
  await page.goto(programmePaths.mine)
  await expect(page.getByText('You have not starred any talks yet.')).toBeVisible()
  const at = (date: string, time: string) => `2025-12-${date}T${time}:00.000Z`
  const starredAt = '2025-10-01T09:00:00.000Z'
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({
      version: 1,
      talks: {
        'a3-01': { title: A3_01, start: at('10', '10:30'), end: at('10', '10:50'), starredAt },
        'b3-01': { title: B3_01, start: at('10', '10:30'), end: at('10', '11:00'), starredAt },
        // Starred at its first slot; it has moved since (a change note says so).
        'a2-01': { title: 'A2-01', start: at('09', '15:45'), end: at('09', '16:05'), starredAt },
        'c3-02': { title: 'C3-02', start: at('10', '10:45'), end: at('10', '11:00'), starredAt },
        'gone-1': {
          title: 'A talk that left',
          start: at('11', '09:00'),
          end: at('11', '09:20'),
          starredAt,
        },
      },
    }),
  ] as const)
  await page.reload()
  await expect(page.getByRole('status')).toHaveText('5 starred talks. All times GMT (Accra).')
  const overlaps = page.getByRole('region', { name: 'Overlaps' })
  await expect(overlaps).toContainText(`“${A3_01}” overlaps “${B3_01}”`)

  const entry = (name: string | RegExp) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(entry(/contributed talk A2-01/)).toContainText('Moved')
  await expect(entry(/contributed talk A2-01/)).toContainText(
    'It was at 15:45–16:05 when you starred it.',
  )
  await expect(entry(/contributed talk C3-02/)).toContainText('Removed from the programme')
  await expect(entry('A talk that left')).toContainText('It is no longer in the programme.')
  await expect(entry(A3_01)).toContainText(`Overlaps with “${B3_01}”`)
  await expectAxeClean(page)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download My programme (.ics)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('my-iumrs-icam25-programme.ics')
  const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')))
  const events = calendar.getAllSubcomponents('vevent')
  const uid = (event: ICAL.Component) => String(event.getFirstPropertyValue('uid')).split('@')[0]
  // The talk that left the programme cannot be written; the removed one is cancelled.
  expect(events.map(uid).sort()).toEqual(['talk-a2-01', 'talk-a3-01', 'talk-b3-01', 'talk-c3-02'])
  const removed = events.find((event) => uid(event) === 'talk-c3-02')
  expect(removed?.getFirstPropertyValue('status')).toBe('CANCELLED')
})
