import { readSocietyConfig } from '../config.ts'
import { createSocietyService } from '../service.ts'
import { runPurge } from '../privacy/purge-rules.ts'

/**
 * `npm run society-api -- purge`: runs every retention rule once (privacy/purge-rules.ts) and
 * prints the count of each; the service also runs them daily. Reads the service's environment.
 */
export async function purgeCommand(): Promise<void> {
  // It runs the rules itself, once: not the service's scheduled run as well.
  const service = await createSocietyService(readSocietyConfig(), { purge: false })
  try {
    const counts = await runPurge(service.deps, new Date())
    for (const { name, count } of counts)
      console.log(`${name}: ${count < 0 ? 'failed' : `${count} removed or anonymised`}`)
  } finally {
    await service.close()
  }
}
