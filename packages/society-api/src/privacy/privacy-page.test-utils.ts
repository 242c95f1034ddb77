import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The privacy page's document in the CMS seed, as JSON text (what the page shows, and its keys). */
export function privacyPolicySeedText(): string {
  const seed = readFileSync(
    fileURLToPath(new URL('../../../../studio/seed/production.ndjson', import.meta.url)),
    'utf8',
  )
  const policy = seed
    .split('\n')
    .map((line) => (line ? (JSON.parse(line) as { _type: string }) : null))
    .find((doc) => doc?._type === 'privacyPolicy')
  return JSON.stringify(policy)
}
