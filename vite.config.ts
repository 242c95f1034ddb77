import { readFileSync } from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { parseAppEnv } from './packages/shared/src/env.schema.ts'

/** `npm run dev`: the Vite dev server mounts the same backend handlers as the Node server. */
function localBackend(): Plugin {
  return {
    name: 'amrs-local-backend',
    apply: 'serve',
    async configureServer(server) {
      // Loaded through Vite (its `@/` alias resolves there), not bundled into this config.
      const [{ getRequestListener }, app, config] = await Promise.all([
        import('@hono/node-server'),
        server.ssrLoadModule('/server/app.ts') as Promise<typeof import('#server/app')>,
        server.ssrLoadModule('/server/config.ts') as Promise<typeof import('#server/config')>,
      ])
      const { createLocalStack, BACKEND_PREFIXES } = app
      const { readConfig } = config
      // The dev server's own address is the site's origin (payment links come back here).
      const origin = `http://localhost:${server.config.server.port ?? 5173}`
      const stack = await createLocalStack(
        readConfig({ ...process.env, SITE_URL: process.env.SITE_URL ?? origin }),
      )
      const listener = getRequestListener(stack.backendFetch)
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/'
        if (BACKEND_PREFIXES.some((p) => url.startsWith(p))) void listener(req, res)
        else next()
      })
      server.httpServer?.once('close', () => stack.close())
    },
  }
}

/**
 * React Router's package.json exports only its development build (ENABLE_DEV_WARNINGS on, every
 * dev warning kept; remix-run/react-router#12532): production client builds take the same
 * module from `dist/production`, where the flag is off. Checked by scripts/check-prod-build.ts.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'amrs-react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (env) => env.config.consumer === 'client' && env.config.isProduction,
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      const id = resolved.id.replace(
        /([\\/]react-router[\\/]dist[\\/])development([\\/])/,
        '$1production$2',
      )
      return { ...resolved, id }
    },
  }
}

/** Vite's warning size for one chunk, in bytes after minification (`build.chunkSizeWarningLimit`). */
const CHUNK_WARNING_BYTES = 500 * 1000

/**
 * Whether a chunk is the editors' preview overlays: `@sanity/visual-editing`'s `VisualEditing`
 * (its React UI with @sanity/ui, framer-motion and lodash: 640 kB minified, 206 kB gzip), which
 * only a preview page inside the studio loads, after it has painted.
 */
const isPreviewOverlays = (moduleIds: readonly string[]) =>
  moduleIds.some((id) => /[\\/]@sanity[\\/]visual-editing[\\/].*[\\/]VisualEditing\.js$/.test(id))

/**
 * Vite's "Some chunks are larger than 500 kB" warning, for every chunk but the preview overlays:
 * Sanity ships them as one module graph we do not own, visitors never load them, and the warning
 * named no chunk, so it fired on every build and hid any new one. Vite's own check is off
 * (`chunkSizeWarningLimit`) and this one names the chunk.
 */
function chunkSizeWarning(): Plugin {
  return {
    name: 'amrs-chunk-size-warning',
    apply: 'build',
    // What browsers download (as Vite's check: the server-rendering bundle is not minified).
    applyToEnvironment: (env) => env.config.consumer === 'client',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.code.length <= CHUNK_WARNING_BYTES) continue
        if (isPreviewOverlays(chunk.moduleIds)) continue
        this.warn(
          `${chunk.fileName} is ${Math.round(chunk.code.length / 1000)} kB after minification (over ${CHUNK_WARNING_BYTES / 1000} kB): split it`,
        )
      }
    },
  }
}

/**
 * `react-compiler-runtime` (inside the preview overlays) starts with "use no memo", which tells
 * the React Compiler to leave that file alone. This build runs no compiler, so bundling it
 * loses nothing; that one warning is dropped, any other directive still warns.
 */
function isHarmlessDirective(warning: { code?: string; id?: string; message: string }): boolean {
  return (
    warning.code === 'MODULE_LEVEL_DIRECTIVE' &&
    /[\\/]react-compiler-runtime[\\/]/.test(warning.id ?? warning.message) &&
    warning.message.includes('"use no memo"')
  )
}

/** Every file an entry of the Vite manifest loads, statically or on demand. */
function filesOfEntry(manifestFile: string, entry: string): Set<string> {
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) return
    seen.add(key)
    files.add(chunk.file)
    chunk.css?.forEach((file) => files.add(file))
    ;[...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit)
  }
  visit(entry)
  // The one site-wide stylesheet.
  if (manifest['style.css']) files.add(manifest['style.css'].file)
  return files
}

/**
 * The service worker and the web app manifest (docs/decisions/0048-offline-programme.md): the
 * worker (`src/sw/service-worker.ts`) is built with the site and keeps its scripts and styles;
 * the conference pages register it once interactive (`src/lib/service-worker.ts`), never in dev.
 */
const offline = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    injectManifest: {
      // One classic script (the worker is registered as one). The default, 'es', has the plugin
      // ask Rolldown for `inlineDynamicImports`, an option it deprecates (a warning each build).
      rollupFormat: 'iife',
      globPatterns: ['assets/*.{js,css}'],
      // The site's own files: its HTML, images and data are kept as the visitor uses them.
      globIgnores: ['**/*.map'],
      // Not the preview's (the editors' overlays weigh 200 KB gzip): only what the site's entry
      // and its routes load.
      manifestTransforms: [
        (entries) => {
          const site = filesOfEntry(
            path.resolve(process.env.DIST_DIR ?? 'dist', '.vite', 'manifest.json'),
            'index.html',
          )
          return { manifest: entries.filter((entry) => site.has(entry.url)), warnings: [] }
        },
      ],
    },
    manifest: {
      name: 'IUMRS-ICAM 2025 · AMRS-UG',
      short_name: 'ICAM 2025',
      description: 'The programme of IUMRS-ICAM 2025 in Accra, 9-12 December 2025, also offline.',
      lang: 'en-GB',
      start_url: '/iumrs-icam25/programme',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#3d1a5c',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    devOptions: { enabled: false },
  })

/** Libraries every page needs (not @sanity/client, zod or Portable Text: only some load them). */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|dequal)[\\/]/
/** The app's own code every page runs: router, content layer, clock, config (the entry and the
 * boot module stay in the entry chunk, where they run). */
const SHELL =
  /[\\/](src[\\/](app[\\/](?!boot)|config[\\/]|lib[\\/](clock|use-hydrated)|content[\\/](config|content-status|load-client|prerendered|sync-tags|use-content|route-content|layout-queries|image|edit-target)\.)|packages[\\/]shared[\\/]src[\\/](paths|forms|routes|json-script)\.|packages[\\/]shared[\\/]src[\\/]routes[\\/])/

/**
 * Shared components (layouts' and pages' building blocks): one file instead of a dozen. Rich
 * text stays out: it brings Portable Text (3 KB gzip), which the home page never renders; the
 * pages with rich text load it as a chunk of its own.
 */
const UI = /[\\/]src[\\/]components[\\/](?!ui[\\/]rich-text\.)/
/**
 * The conference layout's own pieces (its header, navigation, footer, offline notice): only the
 * conference's pages load them, so the society's pages do not carry them in `ui`.
 */
const CONFERENCE_LAYOUT = /[\\/]src[\\/]components[\\/]layout[\\/](conference-|offline-notice)/

export default defineConfig(({ mode }) => ({
  // `@/…` is `src/…` (tsconfig.json `paths` says the same for TypeScript, tsx and the tests).
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.resolve('src')}/` },
      // Syntax highlighting inside the preview overlays' UI library: not needed, and not free
      // (see the stand-in).
      {
        find: /^react-refractor$/,
        replacement: path.resolve('src/preview/no-syntax-highlighting.ts'),
      },
    ],
  },
  plugins: [react(), localBackend(), reactRouterProductionBuild(), offline(), chunkSizeWarning()],
  // CSS modules through Lightning CSS (already Vite's CSS minifier). PostCSS's css-modules plugin
  // copied every file that a `composes: … from './other.module.css'` names into the composing
  // file as unparsed text (so its rules came twice, and Vite warned that a PostCSS plugin called
  // postcss.parse without `from`); Lightning CSS composes by class name instead. Same pixels on
  // every page tried, 0.7 KB less CSS gzip.
  css: { transformer: 'lightningcss' },
  define: { __APP_ENV__: JSON.stringify(parseAppEnv(loadEnv(mode, process.cwd(), 'VITE_'))) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole site (11 KB gzip): a page's first paint waits for one
    // request instead of ten, and later pages need none.
    cssCodeSplit: false,
    // Read by scripts/size.ts to find what each route loads.
    manifest: true,
    // A lazily loaded route brings its stylesheets along (Vite's preload helper); its scripts
    // arrive through the chunk's own imports. Listing every route's scripts in the entry would
    // put kilobytes of file names on the first route (the server's HTML already modulepreloads
    // the first route's chunks).
    // Checked per chunk by chunkSizeWarning() instead (it leaves out the preview overlays).
    chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
    rollupOptions: {
      // The site's entry (index.html), and the preview script, which only preview pages name
      // (server/preview): it shares the site's chunks and adds its own.
      input: { index: 'index.html', preview: 'src/preview/main.ts' },
      onwarn(warning, warn) {
        if (!isHarmlessDirective(warning)) warn(warning)
      },
      output: {
        // A page needs a handful of files, not thirty: React and its companions in one chunk,
        // the app's shell (router table, content layer, layouts' shared pieces) in another.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR },
            { name: 'shell', test: SHELL },
            {
              name: 'conference-layout',
              test: CONFERENCE_LAYOUT,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            { name: 'ui', test: UI },
          ],
        },
      },
    },
    // No modulepreload polyfill (0.3 KB gzip on every route): every browser the site supports
    // preloads modules itself (Chrome 66, Firefox 115, Safari 17); an older one still loads each
    // module when it is imported, only later.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')),
    },
  },
  server: { port: 5173 },
}))
