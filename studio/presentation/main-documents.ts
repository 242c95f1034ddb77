import type { DocumentResolver } from 'sanity/presentation'
import { isPattern, siteOf, type RouteRow, type Site } from '@amrs/shared/routes'

/** The singleton every page of a site's layout reads (its header and footer). */
const LAYOUT_DOCUMENT: Record<Site, string> = { society: 'siteSettings', conference: 'conference' }

/**
 * The page's own singleton: the first one it shows other than its layout's (the accommodation
 * page's `accommodationPage`), else its layout's (the conference home's `conference`).
 */
export function mainSingleton(row: RouteRow, singletons: ReadonlySet<string>): string | undefined {
  const own = row.contentTypes.filter((type) => singletons.has(type))
  const layout = LAYOUT_DOCUMENT[siteOf(row.layout)]
  return own.find((type) => type !== layout) ?? own[0]
}

/**
 * The Presentation tool's main documents, from the route table: the document a page is about
 * opens beside it. A page of one document (a post) finds it by the fields its path's parameters
 * come from (`paramsFrom`); any other page has its singleton.
 */
export function mainDocumentsFromRoutes(
  rows: readonly RouteRow[],
  singletons: ReadonlySet<string>,
): DocumentResolver[] {
  const resolvers: DocumentResolver[] = []
  for (const row of rows) {
    const source = row.paramsFrom
    if (isPattern(row)) {
      if (!source) continue
      const names = [...row.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')
      if (!names.every((name) => name in source.fields)) continue
      const fields = Object.entries(source.fields)
      resolvers.push({
        route: row.path,
        resolve: ({ params }) => ({
          filter: [
            `_type == "${source.type}"`,
            ...fields.map(([, field], i) => `${field} == $p${i}`),
          ].join(' && '),
          params: Object.fromEntries(
            fields.map(([param], i) => [`p${i}`, params[param] ?? row.params?.[param] ?? '']),
          ),
        }),
      })
      continue
    }
    const type = mainSingleton(row, singletons)
    if (type) resolvers.push({ route: row.path, type })
  }
  return resolvers
}
