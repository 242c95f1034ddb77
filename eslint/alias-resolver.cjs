// An eslint-plugin-import resolver for this repo's source: `@/x` is `src/x` (tsconfig `paths`),
// relative paths as usual, each tried with the TypeScript extensions. Packages are left to the
// node resolver (`null` here means "not ours"), which is enough for the layer and cycle rules.
const fs = require('node:fs')
const path = require('node:path')

const SRC = path.resolve(__dirname, '..', 'src')
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function firstFile(base) {
  for (const ext of EXTENSIONS) {
    const candidate = base + ext
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

exports.interfaceVersion = 2
exports.resolve = function resolve(source, file) {
  let base = null
  if (source.startsWith('@/')) base = path.join(SRC, source.slice(2))
  else if (source.startsWith('.')) base = path.resolve(path.dirname(file), source)
  if (base === null) return { found: false }
  const found = firstFile(base)
  return found ? { found: true, path: found } : { found: false }
}
