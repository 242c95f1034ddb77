// npm run test:contract -- --base <society API URL> [--origin <site origin>]
// Checks a society API against the contract the site relies on
// (packages/society-api/src/contract/check-society-api.ts).
import { runContract } from '@amrs/society-api/contract/check-society-api'

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? process.argv[at + 1] : undefined
}
const base = arg('base')
if (!base) {
  console.error('Usage: npm run test:contract -- --base <society API URL> [--origin <site origin>]')
  process.exit(2)
}
const origin = arg('origin') ?? new URL(base).origin
const results = await runContract(base, origin)
for (const r of results)
  console.log(`${r.ok ? '✓' : '✗'} ${r.name}${r.detail ? `\n    ${r.detail}` : ''}`)
const failed = results.filter((r) => !r.ok).length
console.log(failed ? `\n${failed} of ${results.length} failed` : `\nall ${results.length} passed`)
process.exit(failed ? 1 : 0)
