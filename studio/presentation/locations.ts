import type { DocumentLocation, DocumentLocationResolverObject } from 'sanity/presentation'
import {
  documentTitle,
  fillPattern,
  isPattern,
  type RouteParams,
  type RouteRow,
} from '@amrs/shared/routes'

/** The document's own name, whichever field holds it, for a page of one document. */
const NAME_FIELDS = { _title: 'title', _name: 'name' } as const

/** A select key per document field a row reads (`slug.current` → `p_slug_current`). */
const keyOf = (field: string) => `p_${field.replace(/\W/g, '_')}`

type Selected = Record<string, unknown>

/** The row's parameters for this document, or null when the row does not show it. */
function paramsFor(row: RouteRow, type: string, doc: Selected): RouteParams | null {
  const source = row.paramsFrom
  if (source?.type !== type) return isPattern(row) ? null : {}
  const params: RouteParams = {}
  for (const [param, field] of Object.entries(source.fields)) {
    const value = doc[keyOf(field)]
    if (typeof value !== 'string' || !value) return null
    params[param] = value
  }
  // A fixed parameter of the row (a list's `kind`) must be the document's.
  for (const [param, value] of Object.entries(row.params ?? {}))
    if (param in params && params[param] !== value) return null
  // Every `:name` of a pattern must be filled from the document.
  const names = [...row.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')
  return names.every((name) => name in params) ? params : null
}

function locationOf(row: RouteRow, params: RouteParams, doc: Selected): DocumentLocation {
  if (!isPattern(row)) return { title: documentTitle(row), href: row.path }
  const name = doc._title ?? doc._name
  return {
    title: typeof name === 'string' && name ? `${row.title}: ${name}` : documentTitle(row),
    href: fillPattern(row.path, { ...row.params, ...params }),
  }
}

/** Every document type the route table names: shown on a page, or filling a page's parameters. */
export function typesNamedBy(rows: readonly RouteRow[]): string[] {
  const types = new Set<string>()
  for (const row of rows) {
    row.contentTypes.forEach((type) => types.add(type))
    if (row.paramsFrom) types.add(row.paramsFrom.type)
  }
  return [...types].sort()
}

/**
 * The Presentation tool's locations, generated from the route table: for each document type,
 * the pages that show it. A document a page is about (a post) lists that page first, at its own
 * path; lists and other pages follow. A new row that names a type (its `contentTypes`, its
 * `paramsFrom`) gives the type's documents their locations with no change here.
 */
export function locationsFromRoutes(
  rows: readonly RouteRow[],
): Record<string, DocumentLocationResolverObject> {
  const resolvers: Record<string, DocumentLocationResolverObject> = {}
  for (const type of typesNamedBy(rows)) {
    const shown = rows.filter(
      (row) => row.contentTypes.includes(type) || row.paramsFrom?.type === type,
    )
    const fields = shown.flatMap((row) =>
      row.paramsFrom?.type === type ? Object.values(row.paramsFrom.fields) : [],
    )
    const select: Record<string, string> = { ...NAME_FIELDS }
    for (const field of fields) select[keyOf(field)] = field
    resolvers[type] = {
      select,
      resolve(doc: Selected | null) {
        if (!doc) return null
        const own: DocumentLocation[] = []
        const others: DocumentLocation[] = []
        for (const row of shown) {
          const params = paramsFor(row, type, doc)
          if (params) (isPattern(row) ? own : others).push(locationOf(row, params, doc))
        }
        return { locations: [...own, ...others] }
      },
    }
  }
  return resolvers
}
