/**
 * Pure index logic of the Carousel: pages of `perView` slides, wrap-around navigation,
 * and whether it should auto-advance right now.
 */
export interface CarouselState {
  index: number
  /**
   * Paused or playing by the visitor's choice (the Pause/Play button); null until they choose,
   * when prefers-reduced-motion decides (it is known only in the browser, after hydration).
   */
  userPaused: boolean | null
}

/** Whether the slideshow is paused: the visitor's choice, else their reduced-motion setting. */
export const isPaused = (state: CarouselState, reducedMotion: boolean): boolean =>
  state.userPaused ?? reducedMotion

export type CarouselEvent =
  | { type: 'next'; count: number }
  | { type: 'prev'; count: number }
  | { type: 'goTo'; index: number; count: number }
  | { type: 'togglePause'; reducedMotion: boolean }

export function pageCount(slides: number, perView: number): number {
  return Math.ceil(Math.max(0, slides) / Math.max(1, perView))
}

/** Keeps an index inside 0..count-1 (wrapping both ways). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

export function carouselReducer(state: CarouselState, event: CarouselEvent): CarouselState {
  switch (event.type) {
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, event.count) }
    case 'prev':
      return { ...state, index: wrapIndex(state.index - 1, event.count) }
    case 'goTo':
      return { ...state, index: wrapIndex(event.index, event.count) }
    case 'togglePause':
      return { ...state, userPaused: !isPaused(state, event.reducedMotion) }
  }
}

/**
 * Splits slides into pages of `perView` items. A short last page is filled from the end, so
 * it never shows half a blank slide: 3 photos 2 at a time give [1, 2] and [2, 3].
 */
export function toPages<T>(slides: readonly T[], perView: number): T[][] {
  const size = Math.max(1, Math.floor(perView))
  const pages: T[][] = []
  for (let i = 0; i < slides.length; i += size) {
    const start = Math.max(0, Math.min(i, slides.length - size))
    pages.push(slides.slice(start, start + size))
  }
  return pages
}

export interface AutoAdvanceInput {
  count: number
  userPaused: boolean
  hovered: boolean
  focusWithin: boolean
}

/** Auto-advance runs only with more than one page and nothing holding it still. */
export function shouldAutoAdvance({
  count,
  userPaused,
  hovered,
  focusWithin,
}: AutoAdvanceInput): boolean {
  return count > 1 && !userPaused && !hovered && !focusWithin
}
