// `npm run bench:badges`: the badge PDF at the size of the conference (see
// docs/decisions/0077-badge-layout.md): 800 paid registrations, signed and laid out as A4
// sheets of four and as A6 pages. Prints, for each layout, the time to build the PDF (tokens
// signed, QR codes drawn, tagged text set; wall clock and CPU, which differ on a shared
// machine) and its size. Not part of `npm test`.
import { generateKeyPairSync } from 'node:crypto'
import { badgeTokens } from '@amrs/society-api/badges/badge-token'
import { BADGE_CATEGORIES } from '@amrs/society-api/badges/badge-category'
import { DEFAULT_BADGE_WORDING } from '@amrs/society-api/badges/badge-content'
import { badgesPdf, BADGE_LAYOUTS, type BadgeView } from '@amrs/society-api/badges/badge-pdf'

const COUNT = 800
const tokens = badgeTokens(generateKeyPairSync('ed25519').privateKey)

for (const layout of BADGE_LAYOUTS) {
  const started = performance.now()
  const cpu = process.cpuUsage()
  const badges: BadgeView[] = Array.from({ length: COUNT }, (_, i) => ({
    token: tokens.sign(i + 1),
    name: `Sample${String(i).padStart(4, '0')} Delegate-Person`,
    affiliation: 'Sample University, Department of Materials Science and Engineering',
    country: 'Ghana',
    category: BADGE_CATEGORIES[i % BADGE_CATEGORIES.length]!,
  }))
  const bytes = await badgesPdf(badges, DEFAULT_BADGE_WORDING, layout)
  const seconds = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  const cpuSeconds = (used.user + used.system) / 1e6
  console.log(
    `${COUNT} badges, ${layout.toUpperCase()}: ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s of CPU), ${(bytes.length / 1024 / 1024).toFixed(2)} MB`,
  )
}
