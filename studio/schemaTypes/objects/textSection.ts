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
    defineField({
      name: 'bodyAfterEvent',
      title: 'Text after the event (optional)',
      type: 'blockContent',
      description:
        'Replaces the text once the event is over (in the past tense, without calls to apply). Leave empty to keep the text.',
    }),
  ],
  preview: { select: { title: 'title' } },
})
