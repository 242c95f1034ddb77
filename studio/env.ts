/**
 * Project id and dataset of the Studio. Set SANITY_STUDIO_PROJECT_ID (and optionally
 * SANITY_STUDIO_DATASET) to a real project; the placeholder keeps `sanity build`,
 * `schema extract` and `typegen` working offline. Project ids are lowercase a-z, 0-9 and dashes.
 */
export const PLACEHOLDER_PROJECT_ID = 'your-project-id'

/**
 * Each setting is read as `process.env.SANITY_STUDIO_…` in full: the studio's build replaces
 * exactly those expressions with the values it was built with (there is no `process` in the
 * browser, and a looked-up name would find nothing); the CLI and the tests run in Node.
 */
const clean = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

export const projectId = clean(process.env.SANITY_STUDIO_PROJECT_ID) ?? PLACEHOLDER_PROJECT_ID
export const dataset = clean(process.env.SANITY_STUDIO_DATASET) ?? 'production'

if (!/^[a-z0-9-]+$/.test(projectId)) {
  throw new Error(
    `SANITY_STUDIO_PROJECT_ID must be lowercase a-z, 0-9 and dashes, got "${projectId}"`,
  )
}
