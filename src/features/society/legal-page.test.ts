import { describe, expect, it } from 'vitest'
import { formatLastUpdated } from './legal-page'

describe('formatLastUpdated', () => {
  it('formats the CMS date as day month year', () => {
    expect(formatLastUpdated('2025-02-25')).toBe('25 February 2025')
    expect(formatLastUpdated('nonsense')).toBe('nonsense')
  })
})
