/**
 * Project id and dataset of the Studio. Set SANITY_STUDIO_PROJECT_ID (and optionally
 * SANITY_STUDIO_DATASET) to a real project; the placeholder keeps `sanity build`,
 * `schema extract` and `typegen` working offline. Project ids are lowercase a-z, 0-9 and dashes.
 */
export const PLACEHOLDER_PROJECT_ID = 'your-project-id'

/**
 * The studio's build replaces `process.env` with an object of the `SANITY_STUDIO_` variables it
 * was built with (there is no `process` in the browser, so testing for one would always find
 * none); the CLI and the tests run in Node, where it is the real environment.
 */
const env: Record<string, string | undefined> = process.env

function read(name: string): string | undefined {
  const value = env[name]
  return value && value.trim() ? value.trim() : undefined
}

export const projectId = read('SANITY_STUDIO_PROJECT_ID') ?? PLACEHOLDER_PROJECT_ID
export const dataset = read('SANITY_STUDIO_DATASET') ?? 'production'

if (!/^[a-z0-9-]+$/.test(projectId)) {
  throw new Error(
    `SANITY_STUDIO_PROJECT_ID must be lowercase a-z, 0-9 and dashes, got "${projectId}"`,
  )
}
