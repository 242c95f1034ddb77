import { describe, expect, it } from 'vitest'
import { activeSection } from './active-section'

const at = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i}`, top }))

describe('activeSection', () => {
  it('is the first section before any reaches the line', () =>
    expect(activeSection(at(500, 900, 1400), 360)).toBe('s0'))
  it('is the last section whose top passed the line', () => {
    expect(activeSection(at(-800, -100, 300, 900), 360)).toBe('s2')
    expect(activeSection(at(-800, -100, 361, 900), 360)).toBe('s1')
  })
  it('is the last section at the end of the page', () =>
    expect(activeSection(at(-800, -100, 500), 360, true)).toBe('s2'))
  it('handles an empty page', () => expect(activeSection([], 360)).toBeNull())
})
