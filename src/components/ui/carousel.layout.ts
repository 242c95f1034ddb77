/**
 * Which items a carousel page shows, when the items sit in one flat row (so the server's HTML
 * and the no-JavaScript view need no grouping): page `page` shows `perView` items from
 * `offset`; a short last page is filled from the end, so it never shows half a blank page.
 */
export function pageOffset(page: number, perView: number, items: number): number {
  const size = Math.max(1, Math.floor(perView))
  return Math.max(0, Math.min(page * size, items - size))
}

/** Items worth loading: those of the given pages and of the page after each (ahead of time). */
export function itemsToLoad(
  pagesShown: Iterable<number>,
  perView: number,
  items: number,
  pages: number,
): Set<number> {
  const size = Math.max(1, Math.floor(perView))
  const load = new Set<number>()
  for (const page of pagesShown) {
    for (const p of [page, pages > 1 ? (page + 1) % pages : page]) {
      const offset = pageOffset(p, size, items)
      for (let i = offset; i < Math.min(items, offset + size); i++) load.add(i)
    }
  }
  return load
}
