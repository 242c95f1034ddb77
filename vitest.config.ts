import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { parseAppEnv } from './src/config/env.schema.ts'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^@\//, replacement: `${path.resolve('src')}/` }] },
  define: { __APP_ENV__: JSON.stringify(parseAppEnv({})) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/security/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      'studio/vitest.config.ts',
    ],
  },
})
