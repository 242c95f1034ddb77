import { ComposeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sampleField } from '../fields'

const int = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'number',
    validation: (rule) => rule.required().integer().min(0),
  })

/** Abstract submission guidance (page + limits used by the registration form). */
export const abstractPage = defineType({
  name: 'abstractPage',
  title: 'Abstract guidance',
  type: 'document',
  icon: ComposeIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required() }),
    defineField({
      name: 'introAfterEvent',
      title: 'Intro after the conference (optional)',
      type: 'text',
      rows: 3,
      description:
        'Replaces the intro once the conference is over, when abstracts can no longer be submitted. Leave empty to keep the intro.',
    }),
    defineField({
      name: 'guidelines',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
    int('minWords', 'Minimum words'),
    int('maxWords', 'Maximum words'),
    int('maxPages', 'Maximum pages'),
    defineField({
      name: 'maxFileSizeMb',
      title: 'Maximum file size (MB)',
      type: 'number',
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: 'acceptedFormats',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: ['PDF', 'DOC', 'DOCX'] },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'deadline', type: 'datetime', validation: (rule) => rule.required() }),
    defineField({ name: 'deadlineNote', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'extraAbstractNote',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'extraAbstractEmail',
      type: 'string',
      validation: (rule) => rule.required().email(),
    }),
    sampleField,
  ],
  preview: { select: { title: 'title' } },
})
