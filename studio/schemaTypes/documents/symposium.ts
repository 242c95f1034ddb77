import { BlockElementIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder } from '../fields'
import { SYMPOSIUM_TYPES } from '@amrs/shared/contract/conference-values'

/** The exact values the society API accepts: one list, shared with the API contract. */
export const SYMPOSIUM_API_VALUES = SYMPOSIUM_TYPES

/** A technical symposium theme. */
export const symposium = defineType({
  name: 'symposium',
  title: 'Symposium',
  type: 'document',
  icon: BlockElementIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Theme',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'apiValue',
      title: 'API value',
      type: 'string',
      description: 'Value sent as symposium_type in registrations. Do not change.',
      options: { list: SYMPOSIUM_API_VALUES.map((value) => ({ title: value, value })) },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', type: 'text', rows: 3 }),
    orderField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'title', subtitle: 'apiValue' } },
})
