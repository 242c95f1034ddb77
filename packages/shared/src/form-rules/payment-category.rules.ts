import { defineQuery } from 'groq'
import { paymentCategoryMessages } from '../messages'

/**
 * The payment category page's redirect and its refusal message, as a pure function
 * (docs/decisions/0023-payment-page-variants.md).
 */
export const INVALID_SELECTION = paymentCategoryMessages.invalidSelection
export const DEFAULT_PAYMENT_METHOD = 'bank-card'
export const NOT_ALLOWED =
  'This payment link does not lead to an allowed payment provider. Please contact the secretariat.'

/** What choosing a category and option needs of a payment category (the page's query has more). */
export interface PaymentCategory {
  _id: string
  typeId: string | null
  usesDonationUrl: boolean
  options: Array<{ _key: string; link: string | null }>
}

export interface PaymentTargets {
  categories: PaymentCategory[]
  donationUrl: string | null
}

/**
 * What the Node server reads to answer the category form posted without scripts: each category's
 * options and links, and the donation page.
 */
export const paymentTargetsQuery = defineQuery(`{
  "categories": *[_type == "paymentCategory"] | order(order asc){
    _id,
    typeId,
    "usesDonationUrl": coalesce(usesDonationUrl, false),
    "options": coalesce(options[]{ _key, link }, [])
  },
  "donationUrl": *[_type == "siteSettings"][0].donationUrl
}`)

export interface CategorySelection {
  categoryId: string
  optionKey: string
}

export type PaymentTarget = { kind: 'redirect'; url: string } | { kind: 'invalid' }

/** Donations → the donation page; a category with options → the chosen option's page; else invalid. */
export function resolvePaymentTarget(
  content: PaymentTargets,
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
export function donationCategoryId(
  categories: Array<Pick<PaymentCategory, '_id' | 'typeId' | 'usesDonationUrl'>>,
): string {
  return (
    (categories.find((c) => c.usesDonationUrl) ?? categories.find((c) => c.typeId === 'donations'))
      ?._id ?? ''
  )
}
