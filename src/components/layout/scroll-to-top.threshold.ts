/**
 * Conference pages show "back to top" beyond 50 px (narrow, < 850 px) or 95 px (wide): the
 * product's values, kept (docs/decisions/0011-spec-word-for-word-except-recorded.md).
 */
export const SCROLL_SPLIT_WIDTH = 850
export const NARROW_THRESHOLD = 50
export const WIDE_THRESHOLD = 95

export function scrollThreshold(viewportWidth: number): number {
  return viewportWidth < SCROLL_SPLIT_WIDTH ? NARROW_THRESHOLD : WIDE_THRESHOLD
}

export function showScrollToTop(scrollY: number, viewportWidth: number): boolean {
  return scrollY > scrollThreshold(viewportWidth)
}
