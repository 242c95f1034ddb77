import { describe, expect, it } from 'vitest'
import { scrollThreshold, showScrollToTop } from './scroll-to-top.threshold'

describe('scrollThreshold', () => {
  it.each([
    [320, 50],
    [390, 50],
    [849, 50],
    [850, 95],
    [1280, 95],
  ])('width %i -> %i px', (width, expected) => {
    expect(scrollThreshold(width)).toBe(expected)
  })
})

describe('showScrollToTop', () => {
  it.each([
    [0, 390, false],
    [50, 390, false],
    [51, 390, true],
    [60, 1280, false],
    [95, 1280, false],
    [96, 1280, true],
  ])('scrollY %i at width %i -> %s', (y, width, expected) => {
    expect(showScrollToTop(y, width)).toBe(expected)
  })
})
