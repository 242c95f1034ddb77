/**
 * The society's back-to-top button "appears once the page is scrolled beyond 95 percent" (the
 * product's wording, docs/decisions/0011-spec-word-for-word-except-recorded.md). We read that
 * as: the scroll position is beyond 95% of the viewport height (the reader has scrolled about one
 * screen down), which works for pages of any length.
 */
export const BACK_TO_TOP_RATIO = 0.95

export function shouldShowBackToTop(
  scrollY: number,
  viewportHeight: number,
  ratio = BACK_TO_TOP_RATIO,
): boolean {
  return viewportHeight > 0 && scrollY > viewportHeight * ratio
}
