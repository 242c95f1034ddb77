// Which Chromium the browser tests (playwright.config.ts) and `npm run perf` drive:
//   1. CHROMIUM_PATH, when it is set and the file exists;
//   2. Debian's Chromium at /usr/bin/chromium, when it exists;
//   3. the Chromium that `npm install` brought: the devDependency @sparticuz/chromium (a headless
//      Chromium build inside an npm package, pinned to 147.0.0, its last release for Node 20),
//      unpacked on first use into <tmpdir>/sparticuz-chromium-<version>/.
// So `npm test` needs nothing but Node and npm. Nothing is downloaded: the package holds the
// browser, brotli-compressed.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** Flags for a headless Chromium in a container or CI: no sandbox, no GPU, no calls home. */
export const HEADLESS_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export type ChromiumSource = 'CHROMIUM_PATH' | 'debian' | 'npm'

export interface ResolvedChromium {
  executablePath: string
  source: ChromiumSource
  /** Extra environment for the browser process (the npm build's font configuration). */
  env: Record<string, string>
}

/**
 * The first of CHROMIUM_PATH and Debian's Chromium that exists, or null: use the npm package's.
 * Pure: `exists` is the only look at the machine.
 */
export function pickInstalledChromium(
  env: Record<string, string | undefined>,
  exists: (file: string) => boolean,
): { executablePath: string; source: 'CHROMIUM_PATH' | 'debian' } | null {
  const fromEnv = env.CHROMIUM_PATH?.trim()
  if (fromEnv && exists(fromEnv)) return { executablePath: fromEnv, source: 'CHROMIUM_PATH' }
  if (exists(DEBIAN_CHROMIUM)) return { executablePath: DEBIAN_CHROMIUM, source: 'debian' }
  return null
}

const require = createRequire(import.meta.url)
const PACKAGE = '@sparticuz/chromium'

/** Where the npm package's Chromium is unpacked: one folder per version, shared by clones. */
export function npmChromiumDir(version: string, tmp = tmpdir()): string {
  return path.join(tmp, `sparticuz-chromium-${version}`)
}

/**
 * The unpacked browser's fonts: the machine's own configuration when it has one (so pages look
 * as in Debian's Chromium), plus the package's Open Sans and DejaVu (the `dejavu-fonts-ttf`
 * devDependency), so a machine without any font still renders text.
 */
export function fontsConf(dir: string, extraFontDirs: string[]): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    ...[path.join(dir, 'fonts', 'fonts'), ...extraFontDirs].map((d) => `  <dir>${d}</dir>`),
    `  <cachedir>${path.join(dir, 'fontconfig-cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n')
}

function dejavuFontDir(): string[] {
  try {
    return [path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')]
  } catch {
    return []
  }
}

/**
 * Unpacks @sparticuz/chromium once (about 2 s, 210 MB on disk) and returns its browser. The
 * package always unpacks into os.tmpdir(); it is pointed at a private staging folder, which is
 * then renamed into place, so processes unpacking at the same time never see half a browser.
 */
export async function unpackNpmChromium(): Promise<{
  executablePath: string
  env: Record<string, string>
}> {
  // The package exports no package.json: its main file is build/cjs/index.cjs.
  const root = path.resolve(path.dirname(require.resolve(PACKAGE)), '..', '..')
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version: string
  }
  const dir = npmChromiumDir(version)
  const result = () => ({
    executablePath: path.join(dir, 'chromium'),
    env: { FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
  })
  if (existsSync(path.join(dir, 'fonts.conf'))) return result()

  const staging = `${dir}.${process.pid}-${Date.now()}`
  mkdirSync(staging, { recursive: true })
  try {
    const { default: Sparticuz } = (await import(PACKAGE)) as typeof import('@sparticuz/chromium')
    // executablePath() reads os.tmpdir() (TMPDIR) synchronously, before its first await.
    const before = process.env.TMPDIR
    process.env.TMPDIR = staging
    let unpacking: Promise<string>
    try {
      unpacking = Sparticuz.executablePath()
    } finally {
      if (before === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = before
    }
    const unpacked = await unpacking
    if (unpacked !== path.join(staging, 'chromium'))
      throw new Error(`${PACKAGE} unpacked to ${unpacked}, not into ${staging}`)
    // Written last: its presence marks a complete unpack.
    writeFileSync(path.join(staging, 'fonts.conf'), fontsConf(dir, dejavuFontDir()))
    try {
      renameSync(staging, dir)
    } catch (error) {
      // Another process finished first: use its copy (ours is removed below). A folder
      // without fonts.conf is not a complete unpack: replace it.
      if (existsSync(path.join(dir, 'fonts.conf'))) return result()
      if (!existsSync(dir)) throw error
      rmSync(dir, { recursive: true, force: true })
      renameSync(staging, dir)
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
  return result()
}

export interface ResolveOptions {
  env?: Record<string, string | undefined>
  exists?: (file: string) => boolean
  unpack?: typeof unpackNpmChromium
}

/** The Chromium to drive (see the top of this file). */
export async function resolveChromium(opts: ResolveOptions = {}): Promise<ResolvedChromium> {
  const installed = pickInstalledChromium(opts.env ?? process.env, opts.exists ?? existsSync)
  if (installed) return { ...installed, env: {} }
  try {
    return { ...(await (opts.unpack ?? unpackNpmChromium)()), source: 'npm' }
  } catch (error) {
    throw new Error(
      `No Chromium: CHROMIUM_PATH is unset or missing, ${DEBIAN_CHROMIUM} does not exist, and ` +
        `the npm package ${PACKAGE} could not be unpacked (run npm install): ${String(error)}`,
      { cause: error },
    )
  }
}

/**
 * How to launch the resolved Chromium (Playwright's `launchOptions`): its executable, the headless
 * flags and `extraArgs`, and its environment over this process's.
 */
export function launchOptionsFor(found: ResolvedChromium, extraArgs: string[] = []) {
  return {
    executablePath: found.executablePath,
    args: [...HEADLESS_FLAGS, ...extraArgs],
    env: { ...process.env, ...found.env },
  }
}
