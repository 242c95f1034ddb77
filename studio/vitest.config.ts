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
    // A worker keeps its modules from one test file to the next: each file importing Sanity's
    // schema tooling again was two thirds of these tests' time (62 -> 31 CPU-seconds). The tests
    // read the schema and the seed; none changes global state.
    isolate: false,
  },
})
