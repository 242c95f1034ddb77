import { DocumentTextIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

/** A titled section of rich text (winter school page). */
export const textSection = defineType({
  name: 'textSection',
  title: 'Section',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'body', type: 'blockContent', validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: 'title' } },
})
