// Bundles a TypeScript entry of ours (and everything of ours it imports) into one JavaScript
// file that plain `node` starts, for servers the browser tests start many times
// (docs/decisions/0091-browser-tests-start-bundled-servers.md). Under tsx every start compiled
// and resolved ~400 modules through a loader thread: ~8 CPU-seconds a start. Packages from
// node_modules stay imports, so they load as they always do; only our own code is bundled.
// Each module keeps its own `import.meta.url`, so the files it finds beside itself (migrations,
// worker scripts, fonts, assets) are found exactly as before.
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

/**
 * Where bundles go (ignored by git, inside the repository so bare imports resolve).
 * `E2E_BUNDLE_DIR` names another folder there, so two browser-test runs side by side (each
 * with its own `E2E_PORT`) never write over each other's bundles.
 */
export const BUNDLE_DIR = path.resolve(
  'node_modules/.cache',
  process.env.E2E_BUNDLE_DIR ?? 'amrs-bundles',
)

/** Our code: relative paths, the package's `#` imports and the workspace's `@amrs/` packages. */
const isOurs = (specifier: string) =>
  specifier.startsWith('.') ||
  specifier.startsWith('/') ||
  specifier.startsWith('#') ||
  specifier.startsWith('@amrs/') ||
  specifier.startsWith('@/')

const OWN_SOURCE = /\.(?:ts|tsx|mts|js|mjs)$/

const keepPackagesAndModuleUrls: Plugin = {
  name: 'keep-packages-and-module-urls',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point' || isOurs(args.path)) return undefined
      return { path: args.path, external: true }
    })
    b.onLoad({ filter: OWN_SOURCE }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.')) return undefined
      const url = pathToFileURL(args.path).href
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(url))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
      const ext = path.extname(args.path).slice(1)
      const loader = ext === 'tsx' ? 'tsx' : ext === 'mts' || ext === 'ts' ? 'ts' : 'js'
      return { contents, loader, resolveDir: path.dirname(args.path) }
    })
  },
}

/** Bundles `entry` (a path from the repository's root) to `<BUNDLE_DIR>/<name>.mjs`; returns its path. */
export async function bundleNode(entry: string, name: string): Promise<string> {
  mkdirSync(BUNDLE_DIR, { recursive: true })
  const outfile = path.join(BUNDLE_DIR, `${name}.mjs`)
  await build({
    entryPoints: [path.resolve(entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [keepPackagesAndModuleUrls],
  })
  return outfile
}
