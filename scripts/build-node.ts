// `npm run build:node` (and the end of `npm run build`): the site's server and the society API as
// JavaScript that plain `node` starts, in dist-node/ (docs/decisions/0106-servers-run-compiled-javascript.md).
// `npm run serve` and `npm run society-api` start these; tsx is for development and tests only.
// The folder sits in the repository, so the packages the bundles import resolve from
// node_modules as before, and the files our modules find beside themselves are found in the tree.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleNode } from './bundle-node.ts'

export const NODE_BUILD_DIR = fileURLToPath(new URL('../dist-node/', import.meta.url))

/** Each server's entry and the name of its bundle in dist-node/. */
export const NODE_ENTRIES: Record<string, string> = {
  'server/main.ts': 'server',
  'packages/society-api/src/main.ts': 'society-api',
}

export async function buildNode(): Promise<string[]> {
  const root = fileURLToPath(new URL('../', import.meta.url))
  return Promise.all(
    Object.entries(NODE_ENTRIES).map(([entry, name]) =>
      bundleNode(path.join(root, entry), name, NODE_BUILD_DIR),
    ),
  )
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const files = await buildNode()
  console.log(
    `servers built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${files.map((f) => path.relative(process.cwd(), f)).join(', ')}`,
  )
}
