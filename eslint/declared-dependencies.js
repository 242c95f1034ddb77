// Each workspace declares what it imports (docs/decisions/0106-servers-run-compiled-javascript.md):
// every bare import in a file resolves to a dependency of its workspace's package.json
// (packages/shared, packages/society-api, studio), or of the root's for the root's trees (src/,
// server/, scripts/, tests/, eslint/ and the configuration files). A runtime file of a workspace
// package (not a test) imports from `dependencies` or `optionalDependencies` only, so that an
// install without devDependencies still runs it; the files that run in development alone (the
// local mail catcher, the tsx shims of worker threads) are named in DEV_ONLY and may import the
// package's devDependencies. Type-only imports may come from devDependencies anywhere.
import { readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const WORKSPACES = ['packages/shared', 'packages/society-api', 'studio']

/** Runtime files of a workspace that run in local mode or development only. */
const DEV_ONLY = new Set([
  // The local mail catcher (smtp-server, mailparser), loaded by the site's server in local mode.
  'packages/society-api/src/mail/catcher.ts',
  // The OpenAPI document's builder (zod-openapi), run by `npm run api:openapi` and tests only.
  'packages/society-api/src/openapi/document.ts',
  // Worker entries under tsx (the built servers bundle the threads themselves).
  'packages/society-api/src/db/db-worker.mjs',
  'packages/society-api/src/book/book-worker.mjs',
])

/** Names a bundler's alias gives (not packages): tests/e2e/studio-preview.spec.ts's Vite alias. */
const ALIASES = new Set(['studio-email-preview'])

/** Tests and tools' configuration files: they run where devDependencies are installed. */
const isDevFile = (rel) =>
  /\.test\.[cm]?[jt]sx?$|\.test-utils\.[jt]sx?$|\.spec\.[jt]sx?$|(^|\/)tests?\/|\.config\.[cm]?[jt]s$/.test(
    rel,
  )

const manifests = new Map()
function manifestOf(workspace) {
  if (!manifests.has(workspace)) {
    const json = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8'))
    manifests.set(workspace, {
      name: json.name,
      runtime: new Set([
        ...Object.keys(json.dependencies ?? {}),
        ...Object.keys(json.optionalDependencies ?? {}),
        ...Object.keys(json.peerDependencies ?? {}),
      ]),
      dev: new Set(Object.keys(json.devDependencies ?? {})),
    })
  }
  return manifests.get(workspace)
}

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`; null for what is not a package. */
export function packageName(source) {
  if (
    source.startsWith('.') ||
    source.startsWith('/') ||
    source.startsWith('#') ||
    source.startsWith('@/') ||
    source.startsWith('virtual:') ||
    ALIASES.has(source) ||
    source.startsWith('node:') ||
    isBuiltin(source)
  )
    return null
  const parts = source.split('/')
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

function check(context, node, source, typeOnly) {
  if (typeof source !== 'string') return
  const name = packageName(source)
  if (!name) return
  const rel = path.relative(ROOT, context.filename).split(path.sep).join('/')
  if (rel.startsWith('..')) return
  const workspace = WORKSPACES.find((w) => rel.startsWith(`${w}/`)) ?? '.'
  const manifest = manifestOf(workspace)
  if (name === manifest.name || manifest.runtime.has(name)) return
  const where = workspace === '.' ? 'the root package.json' : `${workspace}/package.json`
  if (!manifest.dev.has(name)) {
    context.report({ node, messageId: 'undeclared', data: { name, where } })
    return
  }
  // Declared as a devDependency: enough for the root's trees, tests, types and dev-only files.
  if (workspace === '.' || typeOnly || isDevFile(rel) || DEV_ONLY.has(rel)) return
  context.report({ node, messageId: 'devOnly', data: { name, where } })
}

const visitor = (context) => ({
  ImportDeclaration: (node) =>
    check(
      context,
      node,
      node.source.value,
      node.importKind === 'type' ||
        (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
    ),
  ExportNamedDeclaration: (node) =>
    node.source && check(context, node, node.source.value, node.exportKind === 'type'),
  ExportAllDeclaration: (node) =>
    check(context, node, node.source.value, node.exportKind === 'type'),
  ImportExpression: (node) =>
    node.source.type === 'Literal' && check(context, node, node.source.value, false),
  TSImportType: (node) => {
    const literal = node.argument?.literal ?? node.argument
    if (literal?.type === 'Literal') check(context, node, literal.value, true)
  },
})

export const declaredDependencies = {
  rules: {
    declared: {
      meta: {
        type: 'problem',
        docs: { description: "Each bare import is a dependency of its workspace's package.json" },
        messages: {
          undeclared: '"{{name}}" is imported here but not declared in {{where}}: add it there',
          devOnly:
            '"{{name}}" is only a devDependency in {{where}}, and this file runs in production: make it a dependency (or load it where only development runs it)',
        },
        schema: [],
      },
      create: visitor,
    },
  },
}
