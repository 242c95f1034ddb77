import { describe, expect, it } from 'vitest'
import {
  carouselReducer,
  isPaused,
  pageCount,
  shouldAutoAdvance,
  toPages,
  wrapIndex,
  type CarouselState,
} from './carousel.machine'

describe('carousel machine', () => {
  it('wraps indexes both ways', () => {
    expect(wrapIndex(4, 4)).toBe(0)
    expect(wrapIndex(-1, 4)).toBe(3)
    expect(wrapIndex(2, 4)).toBe(2)
    expect(wrapIndex(3, 0)).toBe(0)
  })

  it.each([
    [{ index: 0, userPaused: false }, { type: 'next', count: 4 } as const, 1],
    [{ index: 3, userPaused: false }, { type: 'next', count: 4 } as const, 0],
    [{ index: 0, userPaused: false }, { type: 'prev', count: 4 } as const, 3],
    [{ index: 1, userPaused: false }, { type: 'goTo', index: 3, count: 4 } as const, 3],
    [{ index: 1, userPaused: false }, { type: 'goTo', index: 9, count: 4 } as const, 1],
  ])('moves %o with %o to %i', (state, event, expected) => {
    expect(carouselReducer(state, event).index).toBe(expected)
  })

  it('advances 1→2→3→4→1 (wraps the fourth to the first)', () => {
    let state: CarouselState = { index: 0, userPaused: false }
    const seen = [state.index]
    for (let i = 0; i < 4; i++) {
      state = carouselReducer(state, { type: 'next', count: 4 })
      seen.push(state.index)
    }
    expect(seen).toEqual([0, 1, 2, 3, 0])
  })

  it('toggles pause without moving', () => {
    const toggle = { type: 'togglePause', reducedMotion: false } as const
    const paused = carouselReducer({ index: 2, userPaused: false }, toggle)
    expect(paused).toEqual({ index: 2, userPaused: true })
    expect(carouselReducer(paused, toggle).userPaused).toBe(false)
  })

  it('follows prefers-reduced-motion until the visitor chooses', () => {
    const start = { index: 0, userPaused: null }
    expect(isPaused(start, true)).toBe(true)
    expect(isPaused(start, false)).toBe(false)
    // Play, with reduced motion: now it plays whatever the setting says.
    const playing = carouselReducer(start, { type: 'togglePause', reducedMotion: true })
    expect(isPaused(playing, true)).toBe(false)
  })

  it('groups slides into pages of perView', () => {
    // a short last page is filled from the end (no half-blank slide)
    expect(toPages([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2],
      [3, 4],
      [4, 5],
    ])
    expect(toPages([1, 2, 3], 2)).toEqual([
      [1, 2],
      [2, 3],
    ])
    // fewer slides than a page: one page, as many as there are
    expect(toPages([1], 2)).toEqual([[1]])
    expect(toPages([1, 2], 1)).toEqual([[1], [2]])
    expect(toPages([1, 2], 0)).toEqual([[1], [2]])
    expect(pageCount(5, 2)).toBe(3)
    expect(pageCount(4, 1)).toBe(4)
    expect(pageCount(0, 2)).toBe(0)
  })

  it('auto-advances only when nothing holds it', () => {
    const base = { count: 4, userPaused: false, hovered: false, focusWithin: false }
    expect(shouldAutoAdvance(base)).toBe(true)
    expect(shouldAutoAdvance({ ...base, userPaused: true })).toBe(false)
    expect(shouldAutoAdvance({ ...base, hovered: true })).toBe(false)
    expect(shouldAutoAdvance({ ...base, focusWithin: true })).toBe(false)
    expect(shouldAutoAdvance({ ...base, count: 1 })).toBe(false)
  })
})
