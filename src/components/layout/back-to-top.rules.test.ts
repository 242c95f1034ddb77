import { describe, expect, it } from 'vitest'
import { shouldShowBackToTop } from './back-to-top.rules'

describe('back-to-top threshold (beyond 95% of the viewport height)', () => {
  it.each([
    [0, 800, false],
    [760, 800, false], // exactly 95%: not beyond
    [761, 800, true],
    [2000, 800, true],
    [100, 0, false],
  ])('scrollY %i with a %i px viewport → %s', (scrollY, height, expected) => {
    expect(shouldShowBackToTop(scrollY, height)).toBe(expected)
  })
})
