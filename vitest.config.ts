import { availableParallelism } from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'
import { parseAppEnv } from './packages/shared/src/env.schema.ts'

/** Node tests that need a fresh module graph of their own (see the 'node-isolated' project). */
const ISOLATED = ['src/sw/**/*.test.ts']
/**
 * Component tests kept in a fresh jsdom and module graph per file: the registration page's tests
 * count on what their own file's earlier tests leave of its lazily loaded parts (a shuffled
 * order fails them even alone), so no other file may run before them in the same graph.
 */
const DOM_ISOLATED = ['src/features/registration/**/*.test.tsx']

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [{ find: /^@\//, replacement: `${path.resolve('src')}/` }] },
  define: { __APP_ENV__: JSON.stringify(parseAppEnv({})) },
  test: {
    // Worker threads, as many as the cores (at least two): Vitest's default (forks, one fewer
    // than the cores) runs one file at a time on a 2-core machine. Every file still gets a fresh
    // module graph and environment. 805 tests: 80-125 s -> 45-55 s here.
    pool: 'threads',
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // A worker keeps its modules from one test file to the next: importing them again for
          // every file was half of these tests' CPU time (248 -> 125 CPU-seconds). The tests
          // here build their own apps, databases and folders, and change no global state.
          isolate: false,
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'packages/society-api/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...ISOLATED],
        },
      },
      {
        extends: true,
        test: {
          // Tests that share module state with others (the server's page cache, jsdom's globals,
          // the service worker's rules): a fresh module graph for every file.
          name: 'node-isolated',
          environment: 'node',
          include: ['server/**/*.test.ts', 'packages/shared/**/*.test.ts', ...ISOLATED],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom per worker, not per file: setting one up was most of these tests' CPU time
          // (22 files, the same load: 75 -> 42 CPU-seconds). Each test's render is cleaned up after it
          // (tests/setup.ts).
          isolate: false,
          include: ['src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...DOM_ISOLATED],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: DOM_ISOLATED,
          setupFiles: ['tests/setup.ts'],
        },
      },
      'studio/vitest.config.ts',
    ],
  },
})
