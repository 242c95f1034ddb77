/**
 * Stands in for `sanity` in the preview's harness: the studio's form gives `useFormValue`; here it
 * reads the document's fields from the page's query string (`?key=…&subject=…`).
 */
export function useFormValue(path: string[]): unknown {
  return new URLSearchParams(location.search).get(path[0] ?? '') ?? undefined
}
export type StringInputProps = Record<string, never>
