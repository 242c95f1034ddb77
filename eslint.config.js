// ESLint flat config: typescript-eslint (type-aware off for speed) + React hooks rules.
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import importPlugin from 'eslint-plugin-import'
import path from 'node:path'
import tseslint from 'typescript-eslint'
import { declaredDependencies } from './eslint/declared-dependencies.js'
import { effectCleanup } from './eslint/effect-cleanup.js'
import { noTrackerPointers } from './eslint/no-tracker-pointers.js'
import { treeImports } from './eslint/tree-imports.js'

/** Layers from the top; a layer may import only from the layers below it. */
const LAYERS = [
  // The server's renderer, the service worker and the preview script: all sit on top, and
  // nothing imports them.
  ['render', 'sw', 'preview'],
  ['app'],
  ['routes'],
  ['features'],
  ['components'],
  ['content', 'api'],
  ['lib'],
  ['config'],
]
const FEATURES = [
  'conference',
  'membership',
  'payment',
  'posts',
  'programme',
  'registration',
  'society',
]

function layerZones() {
  const zones = []
  LAYERS.forEach((layer, i) => {
    const above = LAYERS.slice(0, i).flat()
    for (const target of layer) {
      if (above.length)
        zones.push({
          target: `./src/${target}`,
          from: above.map((name) => `./src/${name}`),
          message: `src/${target} sits below ${above.join(', ')}: it must not import from there.`,
        })
      // Layers that share a level (content and api) stay apart too.
      for (const sibling of layer.filter((name) => name !== target))
        zones.push({ target: `./src/${target}`, from: `./src/${sibling}` })
    }
  })
  for (const feature of FEATURES)
    zones.push({
      target: `./src/features/${feature}`,
      from: FEATURES.filter((f) => f !== feature).map((f) => `./src/features/${f}`),
      message: 'No feature imports another: move what they share to components/, content/ or lib/.',
    })
  return zones
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-node',
      'studio/dist',
      'studio/.sanity',
      'node_modules',
      'test-results',
      'playwright-report',
      'perf-results',
      'src/content/sanity.types.ts',
      'studio/sanity.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React lives in the site (src) and the studio only: the hooks rules run the React
    // Compiler over every file they see (half the lint's time), so they see only those.
    files: ['src/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, effect: effectCleanup },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // An effect returns nothing or its cleanup (eslint/effect-cleanup.js; docs/decisions/0057).
      'effect/effect-cleanup': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-globals': [
        'error',
        { name: 'alert', message: 'Use an accessible alert.' },
        { name: 'confirm', message: 'Use the Dialog component.' },
      ],
    },
  },
  {
    // The layer map (README: Code layout): imports flow one way, app → routes → features →
    // components → content / api → lib → config; no feature imports another; no cycles.
    // (Tests may reach across layers to set a scene: a feature's test renders its route.)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-utils.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { [path.resolve('eslint/alias-resolver.cjs')]: {} },
      'import/extensions': ['.ts', '.tsx'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
      'import/no-restricted-paths': ['error', { zones: layerZones() }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: 'Import from another folder with @/…' }] },
      ],
    },
  },
  {
    // The trees (README: Code layout) import each other by name, and runtime code never imports
    // a build script; tests included. eslint/tree-imports.test.ts shows each rule firing.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { tree: treeImports },
    rules: { 'tree/trees': 'error' },
  },
  {
    // Comments and strings name decision records, never an issue number; the test also reads the
    // files ESLint does not lint (eslint/no-tracker-pointers.test.ts).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { tracker: noTrackerPointers },
    rules: { 'tracker/no-issue-numbers': 'error' },
  },
  {
    // Each workspace declares what it imports; runtime files from `dependencies` (docs/decisions/0106).
    // eslint/declared-dependencies.test.ts shows the rule firing.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { deps: declaredDependencies },
    rules: { 'deps/declared': 'error' },
  },
  {
    // The import resolver is loaded with require() by eslint-plugin-import.
    files: ['eslint/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The desk's progressive-enhancement scripts run in the browser as they are (no bundler).
    files: ['packages/society-api/src/desk/assets/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The check-in page's modules and its service worker, served as they are (docs/decisions/0081).
    files: ['packages/society-api/src/check-in/assets/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
  },
)
