/** Reads `$name=<json>` query-string params the way Sanity's HTTP API does. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw new Error(`Parameter "${key}" is not valid JSON`)
    }
  }
  return params
}
