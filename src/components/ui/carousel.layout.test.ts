import { describe, expect, it } from 'vitest'
import { itemsToLoad, pageOffset } from './carousel.layout'

describe('pageOffset', () => {
  it.each([
    [0, 2, 5, 0],
    [1, 2, 5, 2],
    [2, 2, 5, 3], // short last page filled from the end: items 4 and 5
    [0, 1, 4, 0],
    [3, 1, 4, 3],
    [0, 3, 2, 0], // fewer items than a page
  ])('page %i, %i per view, %i items → first item %i', (page, perView, items, offset) => {
    expect(pageOffset(page, perView, items)).toBe(offset)
  })
})

describe('itemsToLoad', () => {
  it('loads the visible page and the next one only', () => {
    expect([...itemsToLoad([0], 1, 4, 4)]).toEqual([0, 1])
    expect([...itemsToLoad([0], 2, 5, 3)].sort()).toEqual([0, 1, 2, 3])
    // the last page wraps to the first
    expect([...itemsToLoad([3], 1, 4, 4)].sort()).toEqual([0, 3])
  })

  it('keeps what earlier pages loaded', () => {
    expect([...itemsToLoad([0, 2], 1, 5, 5)].sort()).toEqual([0, 1, 2, 3])
  })
})
