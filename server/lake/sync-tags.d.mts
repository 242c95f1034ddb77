/** The key every change carries: queries tagged with it refetch on any change. */
export const ANY_CHANGE: '*'

export interface DatasetDependencies {
  /** true when some `*` is not filtered by type or id (any change may matter). */
  any: boolean
  types: Set<string>
  ids: Set<string>
}

export function syncTag(dataset: string, key: string): `s1:${string}`

export function datasetDependencies(tree: unknown): DatasetDependencies

export function queryTags(
  dataset: string,
  deps: DatasetDependencies,
  derefIds: Iterable<string>,
  typeOf: (publishedId: string) => string | undefined,
): `s1:${string}`[]

export function changeTags(
  dataset: string,
  documentIds: Iterable<string>,
  types: Iterable<string>,
): `s1:${string}`[]
