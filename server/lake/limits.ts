import { LakeError } from './errors.ts'

/** Longest query we evaluate (Sanity's GET limit is about 11 kB; POST is for more). */
export const MAX_QUERY_LENGTH = 16 * 1024
/** Deepest nesting of brackets, braces and parentheses in a query. */
export const MAX_QUERY_DEPTH = 24
/** Largest POST body (query plus params). */
export const MAX_POST_BYTES = 256 * 1024

/** Nesting depth of `()[]{}` outside string literals and comments. */
export function nestingDepth(query: string): number {
  let depth = 0
  let max = 0
  for (let i = 0; i < query.length; i++) {
    const c = query[i]
    if (c === '"' || c === "'") {
      for (i++; i < query.length && query[i] !== c; i++) if (query[i] === '\\') i++
    } else if (c === '/' && query[i + 1] === '/') {
      while (i < query.length && query[i] !== '\n') i++
    } else if (c === '(' || c === '[' || c === '{') {
      max = Math.max(max, ++depth)
    } else if (c === ')' || c === ']' || c === '}') {
      depth--
    }
  }
  return max
}

/** Refuses a missing or over-long query (cheap: done on every request). */
export function checkQuerySize(query: unknown): string {
  if (typeof query !== 'string' || !query.trim()) throw new LakeError(400, 'Missing query')
  if (query.length > MAX_QUERY_LENGTH)
    throw new LakeError(413, `Query too large (over ${MAX_QUERY_LENGTH} characters)`)
  return query
}

/** Refuses queries over the size or nesting caps before any evaluation. */
export function checkQueryLimits(input: unknown): string {
  const query = checkQuerySize(input)
  if (nestingDepth(query) > MAX_QUERY_DEPTH)
    throw new LakeError(400, `Query nested too deeply (over ${MAX_QUERY_DEPTH} levels)`)
  return query
}
