import { randomBytes } from 'node:crypto'
import { LakeError } from './errors.ts'

/**
 * Sanity's mutations (https://www.sanity.io/docs/http-mutations), the part the local lake
 * speaks: create, createOrReplace, createIfNotExists, patch (set, setIfMissing, unset,
 * ifRevisionID; paths of plain keys) and delete. Pure: a transaction is applied to a copy of
 * the documents and either every mutation holds or none is kept (docs/decisions/0085).
 */
export type LakeDoc = { _id: string; _type: string; [key: string]: unknown }

export interface PatchBody {
  id: string
  set?: Record<string, unknown>
  setIfMissing?: Record<string, unknown>
  unset?: string[]
  ifRevisionID?: string
}

export type Mutation =
  | { create: Partial<LakeDoc> & { _type: string } }
  | { createOrReplace: LakeDoc }
  | { createIfNotExists: LakeDoc }
  | { patch: PatchBody }
  | { delete: { id: string } }

export interface MutationResult {
  id: string
  operation: 'create' | 'update' | 'delete' | 'none'
}

/** What a transaction changed: the documents to store (null = deleted) and the answer's results. */
export interface Applied {
  transactionId: string
  changes: Map<string, LakeDoc | null>
  results: MutationResult[]
}

const ID = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/
const PATH_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

function fail(index: number, description: string, status = 400, type = 'mutationError'): never {
  throw new LakeError(status, `Mutation ${index}: ${description}`, type, { index })
}

function checkId(id: unknown, index: number): string {
  if (typeof id !== 'string' || !ID.test(id)) fail(index, 'a document needs a valid _id')
  return id
}

function checkDocument(doc: unknown, index: number, idRequired: boolean): LakeDoc {
  if (!isObject(doc)) fail(index, 'the document must be an object')
  const id = doc._id === undefined && !idRequired ? randomBytes(11).toString('hex') : doc._id
  checkId(id, index)
  if (typeof doc._type !== 'string' || !doc._type) fail(index, 'a document needs a _type')
  return { ...doc, _id: id as string, _type: doc._type }
}

/** `a.b.c` into its keys; array selectors and other path syntax are not supported here. */
function pathKeys(path: string, index: number): string[] {
  const keys = path.split('.')
  if (!keys.every((k) => PATH_KEY.test(k)) || keys[0]?.startsWith('_'))
    fail(index, `unsupported patch path "${path}" (plain keys only, not system fields)`)
  return keys
}

function setPath(
  doc: Record<string, unknown>,
  keys: string[],
  value: unknown,
  onlyIfMissing: boolean,
) {
  let node = doc
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    node = node[key] = isObject(next) ? { ...next } : {}
  }
  const last = keys[keys.length - 1] as string
  if (!onlyIfMissing || node[last] === undefined) node[last] = structuredClone(value)
}

function unsetPath(doc: Record<string, unknown>, keys: string[]) {
  let node = doc
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    if (!isObject(next)) return
    node = node[key] = { ...next }
  }
  delete node[keys[keys.length - 1] as string]
}

function applyPatch(doc: LakeDoc, patch: PatchBody, index: number): LakeDoc {
  const next: LakeDoc = structuredClone(doc)
  for (const [field, set, missing] of [
    ['setIfMissing', patch.setIfMissing, true],
    ['set', patch.set, false],
  ] as const) {
    if (set === undefined) continue
    if (!isObject(set)) fail(index, `${field} must be an object`)
    for (const [path, value] of Object.entries(set))
      setPath(next, pathKeys(path, index), value, missing)
  }
  if (patch.unset !== undefined) {
    if (!Array.isArray(patch.unset) || !patch.unset.every((p) => typeof p === 'string'))
      fail(index, 'unset must be a list of paths')
    for (const path of patch.unset) unsetPath(next, pathKeys(path, index))
  }
  return next
}

/**
 * Applies `mutations` in order to the documents `current` finds (the dataset before the
 * transaction), each seeing the ones before it. Throws a LakeError (nothing applied) when one
 * fails: a malformed mutation 400, an existing id for `create` or a revision that moved on 409,
 * a patch of a missing document 404.
 */
export function applyMutations(
  mutations: unknown,
  current: (id: string) => LakeDoc | undefined,
  now: Date,
  transactionId = randomBytes(11).toString('base64url'),
): Applied {
  if (!Array.isArray(mutations) || mutations.length === 0)
    throw new LakeError(400, 'The body needs "mutations": a non-empty list', 'mutationError')
  const changes = new Map<string, LakeDoc | null>()
  const results: MutationResult[] = []
  const find = (id: string) => (changes.has(id) ? (changes.get(id) ?? undefined) : current(id))
  const at = now.toISOString()
  const stamp = (doc: LakeDoc, before: LakeDoc | undefined): LakeDoc => ({
    ...doc,
    _createdAt: before?._createdAt ?? at,
    _updatedAt: at,
    _rev: transactionId,
  })

  mutations.forEach((mutation: unknown, index) => {
    if (!isObject(mutation) || Object.keys(mutation).length !== 1)
      fail(
        index,
        'each mutation is an object with one of create, createOrReplace, createIfNotExists, patch, delete',
      )
    const [kind, body] = Object.entries(mutation)[0] as [string, unknown]
    switch (kind) {
      case 'create': {
        const doc = checkDocument(body, index, false)
        if (find(doc._id)) fail(index, `a document with the id "${doc._id}" already exists`, 409)
        changes.set(doc._id, stamp(doc, undefined))
        results.push({ id: doc._id, operation: 'create' })
        return
      }
      case 'createOrReplace':
      case 'createIfNotExists': {
        const doc = checkDocument(body, index, true)
        const before = find(doc._id)
        if (before && kind === 'createIfNotExists') {
          results.push({ id: doc._id, operation: 'none' })
          return
        }
        changes.set(doc._id, stamp(doc, before))
        results.push({ id: doc._id, operation: before ? 'update' : 'create' })
        return
      }
      case 'patch': {
        if (!isObject(body)) fail(index, 'patch must be an object')
        const id = checkId(body.id, index)
        const before = find(id)
        if (!before) fail(index, `the document "${id}" was not found`, 404, 'documentNotFoundError')
        if (body.ifRevisionID !== undefined && body.ifRevisionID !== before._rev)
          fail(
            index,
            `the document "${id}" has another revision than ifRevisionID`,
            409,
            'conflict',
          )
        changes.set(id, stamp(applyPatch(before, body as unknown as PatchBody, index), before))
        results.push({ id, operation: 'update' })
        return
      }
      case 'delete': {
        if (!isObject(body)) fail(index, 'delete must be an object')
        const id = checkId(body.id, index)
        const existed = !!find(id)
        if (existed) changes.set(id, null)
        results.push({ id, operation: existed ? 'delete' : 'none' })
        return
      }
      default:
        fail(index, `unknown mutation "${kind}"`)
    }
  })
  return { transactionId, changes, results }
}
