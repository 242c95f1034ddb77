import { describe, expect, it } from 'vitest'
import { formatInstant } from './date-format'

describe('formatInstant', () => {
  it('formats instants on the conference clock', () => {
    expect(formatInstant('2025-12-13T00:00:00Z', 'Africa/Accra', true)).toBe(
      '12 December 2025, 23:59 GMT',
    )
    expect(formatInstant('2025-03-01T00:00:00Z', 'Africa/Accra')).toBe('1 March 2025, 00:00 GMT')
    expect(formatInstant('2025-03-01T00:00:00Z', 'No/Zone')).toBe('1 March 2025, 00:00 UTC')
    expect(formatInstant('later', 'Africa/Accra')).toBe('')
  })
  it('shows the visitor the conference clock, not their own', () => {
    expect(formatInstant('2025-12-12T19:30:00-05:00', 'Africa/Accra')).toBe(
      '13 December 2025, 00:30 GMT',
    )
  })
})
