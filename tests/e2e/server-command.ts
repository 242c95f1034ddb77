import path from 'node:path'
import { BUNDLE_DIR, bundleNode } from '#scripts/bundle-node'

/**
 * The servers and commands the browser tests start, each bundled once per run by the config
 * (docs/decisions/0091-browser-tests-start-bundled-servers.md): plain `node` starts a bundle in
 * ~3 CPU-seconds where tsx took ~8. Outside a Playwright run (no bundles made) they start
 * under tsx as before.
 */
const ENTRIES: Record<string, string> = {
  'tests/e2e/serve.ts': 'e2e-serve',
  'server/main.ts': 'site-main',
  'packages/society-api/src/main.ts': 'society-api-main',
  'packages/society-api/src/paystack-stand-in/main.ts': 'paystack-stand-in',
}

/** Set by the config once the bundles are made; Playwright's workers inherit it. */
const MADE = 'E2E_BUNDLED_SERVERS'

/** Bundles every entry (the config calls this once, before the workers start). */
export async function bundleServers(): Promise<void> {
  await Promise.all(Object.entries(ENTRIES).map(([entry, name]) => bundleNode(entry, name)))
  process.env[MADE] = '1'
}

/** The program and arguments that start `script` (a path from the repository's root). */
export function serverCommand(script: string): { command: string; args: string[] } {
  const name = ENTRIES[script]
  if (name && process.env[MADE])
    return { command: process.execPath, args: [path.join(BUNDLE_DIR, `${name}.mjs`)] }
  return {
    command: process.execPath,
    args: [path.resolve('node_modules/tsx/dist/cli.mjs'), script],
  }
}
