import { StarIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { orderField, orderingByOrder } from '../fields'

/** A sponsorship package card. */
export const sponsorshipPackage = defineType({
  name: 'sponsorshipPackage',
  title: 'Sponsorship package',
  type: 'document',
  icon: StarIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'displayPrice',
      title: 'Price as shown',
      type: 'string',
      description: 'e.g. "$50,000"',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'priceUsd',
      title: 'Price (USD)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'benefits',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'note',
      type: 'string',
      description: 'Optional line under the benefits, e.g. who the package suits.',
    }),
    orderField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'title', subtitle: 'displayPrice' } },
})
