import { describe, expect, it } from 'vitest'
import { nextPreviousSlugs } from './keep-previous-slug'

describe('publishing a post keeps its previous slugs', () => {
  it('adds the published slug when the slug changed, once', () => {
    expect(nextPreviousSlugs('old', 'new')).toEqual(['old'])
    expect(nextPreviousSlugs('old', 'new', ['older', 'old'])).toEqual(['older', 'old'])
  })

  it('drops the new slug from them (taking an old address back)', () => {
    expect(nextPreviousSlugs('b', 'a', ['a'])).toEqual(['b'])
  })

  it('changes nothing on a first publish or an unchanged slug', () => {
    expect(nextPreviousSlugs(undefined, 'new')).toBeNull()
    expect(nextPreviousSlugs('same', 'same', ['x'])).toBeNull()
  })
})
