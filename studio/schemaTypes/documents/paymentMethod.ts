import { TransferIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder } from '../fields'

/** A way to pay, offered on the payment category page. */
export const paymentMethod = defineType({
  name: 'paymentMethod',
  title: 'Payment method',
  type: 'document',
  icon: TransferIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'value',
      type: 'string',
      description: 'Stable key kept in the payment store, e.g. "mobile-wallet-ghc".',
      validation: (rule) =>
        rule.required().regex(/^[a-z0-9-]+$/, { name: 'lowercase letters, digits and dashes' }),
    }),
    defineField({
      name: 'currency',
      type: 'string',
      options: { list: ['GHC', 'USD'], layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    orderField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'title', subtitle: 'value' } },
})
