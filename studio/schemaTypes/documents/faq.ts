import { HelpCircleIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder, sampleField } from '../fields'

/** A frequently asked question on the society home page. */
export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({ name: 'question', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'answer', type: 'text', rows: 4, validation: (rule) => rule.required() }),
    orderField,
    sampleField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'question', subtitle: 'answer' } },
})
