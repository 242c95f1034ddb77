// The repository's trees and which may import which (README: Code layout). Each tree imports
// another by name only: `@amrs/shared/…` (the workspace package), `#server/…` and `#scripts/…`
// (package.json `imports`), never by a relative path that climbs out of its own tree. Runtime
// code (the site, its server, the studio, the shared package) never imports a build script.
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const TREES = [
  'packages/shared',
  'packages/society-api',
  'src',
  'server',
  'studio',
  'scripts',
  'tests',
  'eslint',
]
const RUNTIME = new Set(['packages/shared', 'packages/society-api', 'src', 'server', 'studio'])

/** The tree a file belongs to, or null for the top-level configuration files. */
export function treeOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/')
  return TREES.find((tree) => rel === tree || rel.startsWith(`${tree}/`)) ?? null
}

const isTestFile = (file) =>
  /\.test\.[cm]?[jt]sx?$|\.test-utils\.[jt]sx?$|[\\/]test[\\/]/.test(file)

function check(context, node, source) {
  const file = context.filename
  const from = treeOf(file)
  if (!from || typeof source !== 'string') return
  if (source.startsWith('.')) {
    const to = treeOf(path.resolve(path.dirname(file), source))
    if (to !== from)
      context.report({
        node,
        messageId: 'crossTree',
        data: { from, to: to ?? 'the top level', name: nameFor(to) },
      })
  }
  const target = source.startsWith('#scripts/')
    ? 'scripts'
    : source.startsWith('.')
      ? treeOf(path.resolve(path.dirname(file), source))
      : null
  if (target === 'scripts' && RUNTIME.has(from) && !isTestFile(file))
    context.report({ node, messageId: 'scriptsInRuntime', data: { from } })
  if (source.startsWith('#server/') && from !== 'server' && RUNTIME.has(from) && !isTestFile(file))
    context.report({ node, messageId: 'serverInRuntime', data: { from } })
}

function nameFor(tree) {
  if (tree === 'packages/shared') return '@amrs/shared/…'
  if (tree === 'packages/society-api') return '@amrs/society-api/…'
  if (tree === 'server') return '#server/…'
  if (tree === 'scripts') return '#scripts/…'
  return 'a name, or move what both need into @amrs/shared'
}

const visitor = (context) => ({
  ImportDeclaration: (node) => check(context, node, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(context, node, node.source.value),
  ExportAllDeclaration: (node) => check(context, node, node.source.value),
  ImportExpression: (node) =>
    node.source.type === 'Literal' && check(context, node, node.source.value),
  TSImportType: (node) => {
    const literal = node.argument?.literal ?? node.argument
    if (literal?.type === 'Literal') check(context, node, literal.value)
  },
})

export const treeImports = {
  rules: {
    trees: {
      meta: {
        type: 'problem',
        docs: {
          description: 'Imports between the trees go by name, and never into scripts/ at run time',
        },
        messages: {
          crossTree:
            'A relative import from {{from}}/ into {{to}}: import it by name ({{name}}), not with ../',
          scriptsInRuntime:
            '{{from}}/ runs in the site or its server: it must not import a build script (scripts/)',
          serverInRuntime:
            '{{from}}/ must not import the Node server (#server/…): share it through @amrs/shared',
        },
        schema: [],
      },
      create: visitor,
    },
  },
}
