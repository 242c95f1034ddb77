import { BasketIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder } from '../fields'

/** An optional fee on top of registration (banquet, excursion). */
export const extraFee = defineType({
  name: 'extraFee',
  title: 'Extra fee',
  type: 'document',
  icon: BasketIcon,
  fields: [
    defineField({
      name: 'key',
      type: 'string',
      description: 'Matches the registration form option (banquet, excursion).',
      options: { list: ['banquet', 'excursion'] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'amount',
      title: 'Amount (USD)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({ name: 'date', type: 'date' }),
    defineField({ name: 'description', type: 'string' }),
    orderField,
  ],
  orderings: orderingByOrder,
  preview: {
    select: { title: 'title', amount: 'amount' },
    prepare: ({ title, amount }) => ({ title, subtitle: `$${amount ?? '?'}` }),
  },
})
