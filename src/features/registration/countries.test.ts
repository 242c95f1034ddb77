import { describe, expect, it } from 'vitest'
import { countryList } from '#scripts/countries'
import { COUNTRIES } from '@amrs/shared/countries'

describe('the generated country list', () => {
  it('is what `npm run countries` writes today (every ISO code, its CLDR English name, sorted)', () => {
    expect(COUNTRIES.map(([code, name]) => [code, name])).toEqual(countryList())
  })

  it('has about 250 unique codes, Ghana among them', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245)
    expect(new Set(COUNTRIES.map(([code]) => code)).size).toBe(COUNTRIES.length)
    expect(COUNTRIES).toContainEqual(['GH', 'Ghana'])
  })
})
