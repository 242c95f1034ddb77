import { CreditCardIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { orderField, orderingByOrder, sampleField } from '../fields'

/** A category of the "Other payments" selector. */
export const paymentCategory = defineType({
  name: 'paymentCategory',
  title: 'Payment category',
  type: 'document',
  icon: CreditCardIcon,
  fields: [
    defineField({
      name: 'typeId',
      title: 'Type id',
      type: 'string',
      description: 'Stable key, e.g. "donations".',
      validation: (rule) =>
        rule.required().regex(/^[a-z0-9-]+$/, { name: 'lowercase letters, digits and dashes' }),
    }),
    defineField({
      name: 'type',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'usesDonationUrl',
      title: 'Pays to the donation page',
      type: 'boolean',
      description: 'Redirects to the donation URL from Site settings instead of an option.',
      initialValue: false,
    }),
    defineField({
      name: 'options',
      type: 'array',
      of: [defineArrayMember({ type: 'paymentOption' })],
      validation: (rule) =>
        rule.custom((options, context) => {
          const doc = context.document as { usesDonationUrl?: boolean } | undefined
          if (doc?.usesDonationUrl) return true
          return Array.isArray(options) && options.length > 0
            ? true
            : 'Add at least one option (or let the category pay to the donation page).'
        }),
    }),
    orderField,
    sampleField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'type', subtitle: 'typeId' } },
})
