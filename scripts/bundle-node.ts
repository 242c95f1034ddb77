// Bundles a TypeScript entry of ours (and everything of ours it imports) into one JavaScript
// file that plain `node` starts: for the servers the browser tests start many times
// (docs/decisions/0091-browser-tests-start-bundled-servers.md) and for the servers in production
// (`npm run build` -> dist-node/, docs/decisions/0106-servers-run-compiled-javascript.md). Under
// tsx every start compiled and resolved ~400 modules through a loader thread. Packages from
// node_modules stay imports, so they load as they always do; only our own code is bundled.
// Each module keeps its own `import.meta.url`, as a URL relative to the bundle (the tree may move
// as a whole), so the files it finds beside itself (migrations, fonts, assets) are found exactly
// as before. A worker whose entry is a tsx shim (`register()` then `import('./x-thread.ts')`) is
// bundled too, beside the bundle, so no thread needs tsx either.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'

/**
 * Where the browser tests' bundles go (ignored by git, inside the repository so bare imports
 * resolve). `E2E_BUNDLE_DIR` names another folder there, so two browser-test runs side by side
 * (each with its own `E2E_PORT`) never write over each other's bundles.
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

/** `new URL('./x.mjs', import.meta.url)`: a worker's (or any file's) URL beside a module. */
const BESIDE = /new URL\((['"])(\.{1,2}\/[^'"]+\.mjs)\1,\s*import\.meta\.url\)/g
/** What a tsx shim runs once tsx is registered. */
const SHIM_TARGET = /import\((['"])(\.{1,2}\/[^'"]+\.tsx?)\1\)/

/** A placeholder for the bundle's own `import.meta.url` while the module's are rewritten. */
const BUNDLE_URL = '__AMRS_BUNDLE_URL__'

const toPosix = (p: string) => p.split(path.sep).join('/')
const relativeUrl = (fromDir: string, to: string) => {
  const rel = toPosix(path.relative(fromDir, to))
  return rel.startsWith('.') ? rel : `./${rel}`
}

/**
 * Packages stay imports; each module of ours gets its own `import.meta.url` (relative to the
 * bundle in `outDir`); a tsx-shim worker is swapped for its bundled thread, which is recorded in
 * `workers` (source of the thread -> name of its bundle) for the caller to build.
 */
function keepPackagesAndModuleUrls(outDir: string, workers: Map<string, string>): Plugin {
  return {
    name: 'keep-packages-and-module-urls',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point' || isOurs(args.path)) return undefined
        return { path: args.path, external: true }
      })
      b.onLoad({ filter: OWN_SOURCE }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
        let source = await readFile(args.path, 'utf8')
        if (!source.includes('import.meta.')) return undefined
        const dir = path.dirname(args.path)
        for (const match of [...source.matchAll(BESIDE)]) {
          const file = path.resolve(dir, match[2]!)
          const shim = await readFile(file, 'utf8').catch(() => '')
          const target = shim.includes('tsx/esm/api') ? SHIM_TARGET.exec(shim)?.[2] : undefined
          if (!target) continue
          const thread = path.resolve(path.dirname(file), target)
          const name = workers.get(thread) ?? path.basename(file, '.mjs')
          workers.set(thread, name)
          source = source.replace(match[0], `new URL('./workers/${name}.mjs', ${BUNDLE_URL})`)
        }
        const url = `new URL(${JSON.stringify(relativeUrl(outDir, args.path))}, ${BUNDLE_URL}).href`
        const contents = source
          .replaceAll('import.meta.url', url)
          .replaceAll(BUNDLE_URL, 'import.meta.url')
        const ext = path.extname(args.path).slice(1)
        const loader = ext === 'tsx' ? 'tsx' : ext === 'mts' || ext === 'ts' ? 'ts' : 'js'
        return { contents, loader, resolveDir: dir }
      })
    },
  }
}

/**
 * One bundle, `<outDir>/<name>.mjs`, with what it imports lazily (`await import(…)` of ours) in
 * chunks beside it (`<name>-<chunk>-<hash>.mjs`), so the packages those import load only when
 * the code runs, as under tsx (the local mail catcher's, Sanity's client). Each file is written
 * whole or not at all (a server starting meanwhile reads the old one); chunks are named by their
 * content, so a server still running an older build finds its own.
 */
async function bundleOne(
  entry: string,
  outDir: string,
  name: string,
  workers: Map<string, string>,
): Promise<void> {
  const result = await build({
    entryPoints: { [name]: entry },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: `${name}-[name]-[hash]`,
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    write: false,
    plugins: [keepPackagesAndModuleUrls(outDir, workers)],
  })
  mkdirSync(outDir, { recursive: true })
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`
    writeFileSync(temporary, file.contents)
    renameSync(temporary, file.path)
  }
}

/**
 * Bundles `entry` (a path from the repository's root) to `<outDir>/<name>.mjs`, and the worker
 * threads it starts to `<outDir>/workers/`; returns the bundle's path.
 */
export async function bundleNode(
  entry: string,
  name: string,
  outDir: string = BUNDLE_DIR,
): Promise<string> {
  const workers = new Map<string, string>()
  await bundleOne(path.resolve(entry), outDir, name, workers)
  const built = new Set<string>()
  for (let more = true; more;) {
    more = false
    for (const [thread, workerName] of [...workers]) {
      if (built.has(thread)) continue
      built.add(thread)
      more = true
      await bundleOne(thread, path.join(outDir, 'workers'), workerName, workers)
    }
  }
  return path.join(outDir, `${name}.mjs`)
}
