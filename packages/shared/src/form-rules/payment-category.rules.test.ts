import { describe, expect, it } from 'vitest'
import { donationCategoryId, resolvePaymentTarget } from './payment-category.rules'

/** As the payment page's query returns them (with their names), which the rules take as they are. */
const categories = [
  {
    _id: 'don',
    typeId: 'donations',
    type: 'Donations',
    usesDonationUrl: true,
    hasOptions: false,
    options: [],
  },
  {
    _id: 'reg',
    typeId: 'conference-registration',
    type: 'Conference Registration',
    usesDonationUrl: false,
    hasOptions: true,
    options: [
      { _key: 'a', name: 'Option A', link: 'https://paystack.com/pay/a' },
      { _key: 'b', name: 'Option B', link: 'https://paystack.com/pay/b' },
    ],
  },
]
const content = { categories, donationUrl: 'https://paystack.com/pay/donate' }

describe('resolvePaymentTarget (the category page, docs/decisions/0023)', () => {
  it('Donations → the donation page (no option needed)', () => {
    expect(resolvePaymentTarget(content, { categoryId: 'don', optionKey: '' })).toEqual({
      kind: 'redirect',
      url: 'https://paystack.com/pay/donate',
    })
  })
  it('a category with options → the chosen option page', () => {
    expect(resolvePaymentTarget(content, { categoryId: 'reg', optionKey: 'b' })).toEqual({
      kind: 'redirect',
      url: 'https://paystack.com/pay/b',
    })
  })
  it.each([
    [{ categoryId: '', optionKey: '' }],
    [{ categoryId: 'reg', optionKey: '' }],
    [{ categoryId: 'reg', optionKey: 'zzz' }],
  ])('otherwise invalid: %o', (selection) => {
    expect(resolvePaymentTarget(content, selection)).toEqual({ kind: 'invalid' })
  })
  it('no donation URL in the CMS → invalid', () => {
    expect(
      resolvePaymentTarget({ ...content, donationUrl: null }, { categoryId: 'don', optionKey: '' })
        .kind,
    ).toBe('invalid')
  })
  it('finds the donation category', () => {
    expect(donationCategoryId(categories)).toBe('don')
    expect(donationCategoryId([])).toBe('')
  })
})
