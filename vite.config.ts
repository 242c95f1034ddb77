import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { parseAppEnv } from './src/config/env.schema.ts'

/** `npm run dev`: the Vite dev server mounts the same backend handlers as the Node server. */
function localBackend(): Plugin {
  return {
    name: 'amrs-local-backend',
    apply: 'serve',
    async configureServer(server) {
      const [{ getRequestListener }, { createLocalStack, BACKEND_PREFIXES }, { readConfig }] =
        await Promise.all([
          import('@hono/node-server'),
          import('./server/app.ts'),
          import('./server/config.ts'),
        ])
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

export default defineConfig(({ mode }) => ({
  plugins: [react(), localBackend(), reactRouterProductionBuild()],
  define: { __APP_ENV__: JSON.stringify(parseAppEnv(loadEnv(mode, process.cwd(), 'VITE_'))) },
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: true,
    // Read by scripts/size.ts to find what each route loads.
    manifest: true,
    // A lazily loaded route brings its stylesheets along (Vite's preload helper); its scripts
    // arrive through the chunk's own imports. Listing every route's scripts in the entry would
    // put kilobytes of file names on the first route (the server's HTML already modulepreloads
    // the first route's chunks).
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => d.endsWith('.css')) },
  },
  server: { port: 5173 },
}))
