import { PresentationIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder } from '../fields'
import { WORKSHOP_VALUES } from '@amrs/shared/contract/conference-values'

/** The exact values the society API accepts: one list, shared with the API contract. */
export const WORKSHOP_API_VALUES = WORKSHOP_VALUES

/** A pre-conference workshop a delegate can choose on the registration form. */
export const workshop = defineType({
  name: 'workshop',
  title: 'Workshop',
  type: 'document',
  icon: PresentationIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'apiValue',
      title: 'API value',
      type: 'string',
      description: 'Value sent in workshop_category. Do not change.',
      options: { list: WORKSHOP_API_VALUES.map((value) => ({ title: value, value })) },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    defineField({
      name: 'extraFee',
      title: 'Extra fee (USD)',
      type: 'number',
      description:
        'What the workshop costs on top of the registration fee. Leave empty when it is included (no extra cost); the registration form adds it to the running total.',
      validation: (rule) => rule.min(0),
    }),
    orderField,
  ],
  orderings: orderingByOrder,
  preview: {
    select: { title: 'title', fee: 'extraFee' },
    prepare: ({ title, fee }) => ({
      title,
      subtitle:
        typeof fee === 'number' && fee > 0 ? `Extra fee: $${fee}` : 'Included (no extra fee)',
    }),
  },
})
