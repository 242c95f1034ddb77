// A query worker of the local lake (started by worker-pool.ts): holds a copy of every dataset
// and evaluates one GROQ query at a time with groq-js, off the server's main thread. The pool
// terminates it when a query runs past its deadline. Plain JavaScript, so it starts without a
// TypeScript loader (the same under tsx, vitest and Vite). Messages: worker-protocol.ts.
import { readlinkSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'
import { performance } from 'node:perf_hooks'
import { evaluate, parse } from 'groq-js'
import { applyPerspective } from './perspective.mjs'
import { datasetDependencies, queryTags } from './sync-tags.mjs'

/** Longest JSON answer a worker hands back (a runaway projection fails instead). */
const MAX_RESULT_CHARS = 32 * 1024 * 1024

/** dataset -> { revision, projectId, docs, typeById, views: Map<perspective, {docs, byId}> } */
const datasets = new Map()

function view(ds, perspective) {
  let v = ds.views.get(perspective)
  if (!v) {
    const docs = applyPerspective(ds.docs, perspective)
    v = { docs, byId: new Map(docs.map((d) => [d._id, d])) }
    ds.views.set(perspective, v)
  }
  return v
}

function load(msg) {
  datasets.set(msg.dataset, {
    revision: msg.revision,
    projectId: msg.projectId,
    docs: msg.docs,
    typeById: new Map(msg.docs.filter((d) => !d._id.includes('.')).map((d) => [d._id, d._type])),
    views: new Map(),
  })
}

/** Parsed queries (parse and dependency analysis are a fifth of a typical query's time). */
const parsed = new Map()
const MAX_PARSED = 200

function parseQuery(query, params) {
  const key = `${query}\u0000${JSON.stringify(params)}`
  let entry = parsed.get(key)
  if (!entry) {
    const tree = parse(query, { params })
    entry = { tree, deps: datasetDependencies(tree) }
    if (parsed.size >= MAX_PARSED) parsed.delete(parsed.keys().next().value)
    parsed.set(key, entry)
  }
  return entry
}

function fail(id, kind, message, extra = {}) {
  parentPort.postMessage({ type: 'error', id, kind, message, ...extra })
}

async function run(msg) {
  const started = performance.now()
  const ds = datasets.get(msg.dataset)
  if (!ds) return fail(msg.id, 'notFound', `Dataset "${msg.dataset}" not found`)
  let tree
  let deps
  try {
    ;({ tree, deps } = parseQuery(msg.query, msg.params))
  } catch (error) {
    const position = typeof error?.position === 'number' ? error.position : undefined
    return fail(msg.id, 'parse', error instanceof Error ? error.message : 'Invalid GROQ query', {
      position,
    })
  }
  const v = view(ds, msg.perspective)
  const derefs = new Set()
  let json
  try {
    const value = await evaluate(tree, {
      dataset: v.docs,
      params: msg.params,
      sanity: { projectId: ds.projectId, dataset: msg.dataset },
      dereference: ({ _ref }) => {
        derefs.add(_ref)
        return v.byId.get(_ref) ?? null
      },
    })
    json = JSON.stringify((await value.get()) ?? null)
  } catch (error) {
    return fail(msg.id, 'query', error instanceof Error ? error.message : 'Query evaluation failed')
  }
  if (json.length > MAX_RESULT_CHARS) {
    return fail(msg.id, 'tooLarge', `Query result over ${MAX_RESULT_CHARS / 1024 / 1024} MB`)
  }
  const syncTags = queryTags(msg.dataset, deps, derefs, (id) => ds.typeById.get(id))
  parentPort.postMessage({
    type: 'result',
    id: msg.id,
    revision: ds.revision,
    json,
    syncTags,
    ms: Math.round(performance.now() - started),
  })
}

parentPort.on('message', (msg) => {
  if (msg.type === 'load') load(msg)
  else if (msg.type === 'query') void run(msg)
})
/** This thread's Linux thread id, so the pool can lower its CPU priority during a slow query. */
function threadId() {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
    return Number.isInteger(tid) && tid > 0 ? tid : null
  } catch {
    return null
  }
}

parentPort.postMessage({ type: 'ready', tid: threadId() })
