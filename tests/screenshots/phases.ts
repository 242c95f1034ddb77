// Screenshots of the conference home in its three phases, the plenary speakers page and the
// chief patron's page, at 390 and 1280 px: `npx tsx tests/screenshots/phases.ts
// [outDir]` after `npm run build`. Not a test: the pictures are for looking at.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { HEADLESS_FLAGS, resolveChromium } from '#scripts/chromium'
import { startDatedServer } from '../e2e/dates-server'

const out = path.resolve(process.argv[2] ?? 'docs/screenshots/phases')
const only = process.argv[3]
mkdirSync(out, { recursive: true })

const PHASES = [
  { name: 'before', siteNow: '2025-10-20T10:00:00Z' },
  { name: 'during', siteNow: '2025-12-10T10:30:00Z' },
  { name: 'after', siteNow: '2025-12-20T10:00:00Z' },
]
const PAGES: Array<{ name: string; path: string; phases: string[] }> = [
  { name: 'conference-home', path: '/iumrs-icam25', phases: ['before', 'during', 'after'] },
  { name: 'society-home', path: '/', phases: ['before', 'during', 'after'] },
  { name: 'plenary-speakers', path: '/iumrs-icam25/speakers/plenary', phases: ['before'] },
  { name: 'chief-patron', path: '/leadership/chief-patreon', phases: ['before'] },
]
const WIDTHS = [390, 1280]

const resolved = await resolveChromium()
const browser = await chromium.launch({
  executablePath: resolved.executablePath,
  args: [...HEADLESS_FLAGS],
  env: { ...process.env, ...resolved.env },
})
try {
  for (const phase of PHASES) {
    const pages = PAGES.filter((p) => p.phases.includes(phase.name) && (!only || p.name === only))
    if (!pages.length) continue
    const server = await startDatedServer(phase.siteNow)
    try {
      for (const target of pages)
        for (const width of WIDTHS) {
          const page = await browser.newPage({
            viewport: { width, height: width < 800 ? 844 : 800 },
            deviceScaleFactor: 1,
          })
          await page.goto(server.baseURL + target.path, { waitUntil: 'networkidle' })
          const fold = path.join(out, `${target.name}-${phase.name}-${width}-fold.png`)
          await page.screenshot({ path: fold })
          // Lazy images load as they come into view: scroll through once, then back.
          const height = await page.evaluate(() => document.documentElement.scrollHeight)
          for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600)
          await page.waitForLoadState('networkidle')
          await page.evaluate(() => window.scrollTo(0, 0))
          const file = path.join(out, `${target.name}-${phase.name}-${width}.png`)
          await page.screenshot({ path: file, fullPage: true })
          if (process.env.SLICES) {
            const full = await page.evaluate(() => document.documentElement.scrollHeight)
            const step = width < 800 ? 1000 : 1400
            for (let y = 0, i = 1; y < full; y += step, i++)
              await page.screenshot({
                path: path.join(
                  process.env.SLICES,
                  `${target.name}-${phase.name}-${width}-${i}.png`,
                ),
                fullPage: true,
                clip: { x: 0, y, width, height: Math.min(step, full - y) },
              })
          }
          await page.close()
          console.log(file)
        }
    } finally {
      await server.stop()
    }
  }
} finally {
  await browser.close()
}
