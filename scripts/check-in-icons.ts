// The check-in page's app icons (docs/decisions/0081), drawn once from public/favicon.svg by
// Chromium and committed: `npx tsx scripts/check-in-icons.ts` after the favicon changes.
//   check-in-icon-192.png, check-in-icon-512.png: the favicon as it is (rounded, transparent corners);
//   check-in-icon-maskable-512.png: its background to the edges, the mark inside the safe zone
//   (the mark reaches 36% of the size from the centre; a mask may cut anything beyond 40%).
import { readFileSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { launchOptionsFor, resolveChromium } from '#scripts/chromium'

const OUT = 'packages/society-api/src/check-in/assets'
const favicon = readFileSync('public/favicon.svg', 'utf8')
/** The same mark on a square background: nothing for a mask to cut but background. */
const fullBleed = favicon.replace(/ rx="[\d.]+"/, '')
if (fullBleed === favicon) throw new Error('public/favicon.svg has no rounded background rect')

const ICONS = [
  { file: 'check-in-icon-192.png', size: 192, svg: favicon },
  { file: 'check-in-icon-512.png', size: 512, svg: favicon },
  { file: 'check-in-icon-maskable-512.png', size: 512, svg: fullBleed },
]

const browser = await chromium.launch(launchOptionsFor(await resolveChromium()))
try {
  const page = await browser.newPage()
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size })
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(`<style>body{margin:0}svg{display:block}</style>${sized}`)
    writeFileSync(`${OUT}/${file}`, await page.screenshot({ omitBackground: true }))
    console.log(`${OUT}/${file}`)
  }
} finally {
  await browser.close()
}
