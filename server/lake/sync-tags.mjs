// Sync tags of the local lake (Sanity's Live Content API): opaque, deterministic strings.
// A query is tagged by what it can depend on; a change is tagged by what it touched; a query
// must be refetched when the two sets intersect. Plain JavaScript so the query workers can
// import it without a TypeScript loader. Types: sync-tags.d.mts.
//
// Tag keys (hashed per dataset into `s1:…`):
//   `*`        any change at all (queries that read documents without a type or id filter)
//   `t:<type>` a document of this type was added, removed or changed
//   `d:<id>`   the document with this (published) id was added, removed or changed
import { createHash } from 'node:crypto'
import { publishedId } from './perspective.mjs'

export const ANY_CHANGE = '*'

const hashed = new Map()

/** The opaque tag for a key in a dataset (`s1:` + 12 base64url characters of a SHA-1). */
export function syncTag(dataset, key) {
  const plain = `${dataset}\u0000${key}`
  let tag = hashed.get(plain)
  if (!tag) {
    if (hashed.size > 50_000) hashed.clear()
    tag = `s1:${createHash('sha1').update(plain).digest('base64url').slice(0, 12)}`
    hashed.set(plain, tag)
  }
  return tag
}

function isIdentityAttribute(node, name) {
  return (
    node?.type === 'AccessAttribute' &&
    node.name === name &&
    (!node.base || node.base.type === 'This')
  )
}

function strings(node) {
  if (node?.type === 'Value') {
    if (typeof node.value === 'string') return [node.value]
    if (Array.isArray(node.value) && node.value.every((v) => typeof v === 'string'))
      return node.value
    return null
  }
  if (node?.type === 'Array') {
    const out = []
    for (const el of node.elements) {
      if (el.isSplat || el.value?.type !== 'Value' || typeof el.value.value !== 'string')
        return null
      out.push(el.value.value)
    }
    return out
  }
  return null
}

/** `_type == "x"`, `_id in [...]` and the like: which types or ids a comparison admits. */
function comparison(node) {
  if (node.op !== '==' && node.op !== 'in') return null
  for (const field of ['_type', '_id']) {
    const [attr, other] = isIdentityAttribute(node.left, field)
      ? [node.left, node.right]
      : node.op === '==' && isIdentityAttribute(node.right, field)
        ? [node.right, node.left]
        : [null, null]
    if (!attr) continue
    const values =
      node.op === '=='
        ? typeof other?.value === 'string' && other.type === 'Value'
          ? [other.value]
          : null
        : strings(other)
    if (!values) return null
    return field === '_type'
      ? { types: new Set(values), ids: new Set() }
      : { types: new Set(), ids: new Set(values.map(publishedId)) }
  }
  return null
}

/**
 * A superset of the documents a filter can keep, as types and ids, or null when the filter
 * does not restrict them by type or id (then the query depends on every document).
 */
function constraint(expr) {
  if (!expr) return null
  switch (expr.type) {
    case 'Group':
      return constraint(expr.base)
    case 'And': {
      const left = constraint(expr.left)
      const right = constraint(expr.right)
      if (left && left.ids.size > 0 && left.types.size === 0) return left
      if (right && right.ids.size > 0 && right.types.size === 0) return right
      return left ?? right
    }
    case 'Or': {
      const left = constraint(expr.left)
      const right = constraint(expr.right)
      if (!left || !right) return null
      return {
        types: new Set([...left.types, ...right.types]),
        ids: new Set([...left.ids, ...right.ids]),
      }
    }
    case 'OpCall':
      return comparison(expr)
    default:
      return null
  }
}

function walk(node, parent, key, out) {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const item of node) walk(item, parent, key, out)
    return
  }
  if (node.type === 'Value') return
  if (node.type === 'Everything') {
    const c = parent?.type === 'Filter' && key === 'base' ? constraint(parent.expr) : null
    if (!c) out.any = true
    else {
      for (const t of c.types) out.types.add(t)
      for (const id of c.ids) out.ids.add(id)
    }
    return
  }
  for (const [k, v] of Object.entries(node)) if (v && typeof v === 'object') walk(v, node, k, out)
}

/** What every `*` in a parsed query (groq-js tree, params inlined) can read. */
export function datasetDependencies(tree) {
  const out = { any: false, types: new Set(), ids: new Set() }
  walk(tree, null, null, out)
  return out
}

/**
 * Tags of a query answer: its `*` dependencies plus every document it dereferenced
 * (`typeOf` skips ids whose type is already tagged).
 */
export function queryTags(dataset, deps, derefIds, typeOf) {
  const keys = new Set()
  if (deps.any) keys.add(ANY_CHANGE)
  for (const t of deps.types) keys.add(`t:${t}`)
  for (const id of deps.ids) keys.add(`d:${id}`)
  for (const ref of derefIds) {
    const id = publishedId(ref)
    const type = typeOf(id)
    if (type !== undefined && deps.types.has(type)) continue
    keys.add(`d:${id}`)
  }
  return [...keys].map((k) => syncTag(dataset, k)).sort()
}

/** Tags of a change: every touched document's id and its types before and after. */
export function changeTags(dataset, documentIds, types) {
  const keys = new Set([ANY_CHANGE])
  for (const t of types) keys.add(`t:${t}`)
  for (const id of documentIds) keys.add(`d:${publishedId(id)}`)
  return [...keys].map((k) => syncTag(dataset, k)).sort()
}
