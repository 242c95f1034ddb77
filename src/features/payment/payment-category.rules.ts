import type { PaymentCategoriesQueryResult } from '@/content/sanity.types'
import { paymentCategoryMessages } from '@/lib/messages'

/** Spec §4/§8: the category page's redirect, as a pure function. */
export const INVALID_SELECTION = paymentCategoryMessages.invalidSelection
export const DEFAULT_PAYMENT_METHOD = 'bank-card'
export const NOT_ALLOWED =
  'This payment link does not lead to an allowed payment provider. Please contact the secretariat.'

export type PaymentCategory = PaymentCategoriesQueryResult['categories'][number]

export interface CategorySelection {
  categoryId: string
  optionKey: string
}

export type PaymentTarget = { kind: 'redirect'; url: string } | { kind: 'invalid' }

/** Donations → the donation page; a category with options → the chosen option's page; else invalid. */
export function resolvePaymentTarget(
  content: Pick<PaymentCategoriesQueryResult, 'categories' | 'donationUrl'>,
  { categoryId, optionKey }: CategorySelection,
): PaymentTarget {
  const category = content.categories.find((c) => c._id === categoryId)
  if (!category) return { kind: 'invalid' }
  if (category.usesDonationUrl)
    return content.donationUrl
      ? { kind: 'redirect', url: content.donationUrl }
      : { kind: 'invalid' }
  const option = category.options.find((o) => o._key === optionKey)
  return option?.link ? { kind: 'redirect', url: option.link } : { kind: 'invalid' }
}

/** The category to preselect on /payment-donations: the one paying to the donation page. */
export function donationCategoryId(categories: PaymentCategory[]): string {
  return (
    (categories.find((c) => c.usesDonationUrl) ?? categories.find((c) => c.typeId === 'donations'))
      ?._id ?? ''
  )
}
