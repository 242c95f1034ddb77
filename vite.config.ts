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
      const stack = await createLocalStack(readConfig())
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

export default defineConfig(({ mode }) => ({
  plugins: [react(), localBackend()],
  define: { __APP_ENV__: JSON.stringify(parseAppEnv(loadEnv(mode, process.cwd(), 'VITE_'))) },
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: true,
    // Read by scripts/size.ts to find what each route loads.
    manifest: true,
  },
  server: { port: 5173 },
}))
