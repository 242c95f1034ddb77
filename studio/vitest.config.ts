import { defineConfig } from 'vitest/config'

/** Studio tests: schema, seed dataset, queries over the seed, generated types. Node only, offline. */
export default defineConfig({
  test: {
    name: 'studio',
    root: import.meta.dirname,
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', '.sanity/**'],
    testTimeout: 60_000,
  },
})
