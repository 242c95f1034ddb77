import { SparklesIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

/** A titled card or bullet with a short text (home page sections). */
export const featureCard = defineType({
  name: 'featureCard',
  title: 'Card',
  type: 'object',
  icon: SparklesIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
})
