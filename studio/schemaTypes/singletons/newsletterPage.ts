import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { sampleField } from '../fields'

/** The newsletter's page (/newsletter, "Newsletter" in the society's navigation). */
export const newsletterPage = defineType({
  name: 'newsletterPage',
  title: 'Newsletter page',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'intro',
      type: 'text',
      rows: 8,
      description:
        'What the newsletter sends (each news post when it is published: its title, summary and a link), how often, and how to leave (the link in every message). Separate paragraphs with an empty line. The sign-up box follows it.',
      validation: (rule) => rule.required().max(1200),
    }),
    sampleField,
  ],
  preview: { select: { title: 'title' } },
})
