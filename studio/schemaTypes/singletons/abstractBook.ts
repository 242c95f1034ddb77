import { BookIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { sampleField } from '../fields'

/**
 * The book of abstracts' own words (docs/decisions/0087): the cover's subtitle, an introduction and
 * what a page says when an abstract's file could not be included. The society API builds the book
 * from the desk with the conference's name, dates and venue; without this document it uses the
 * words written in code.
 */
export const abstractBook = defineType({
  name: 'abstractBook',
  title: 'Book of abstracts',
  type: 'document',
  icon: BookIcon,
  fields: [
    sampleField,
    defineField({
      name: 'subtitle',
      title: 'Subtitle',
      type: 'string',
      description:
        'Printed on the cover under the conference name and used as the PDF\'s title, e.g. "Book of abstracts".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'introduction',
      title: 'Introduction',
      type: 'text',
      rows: 8,
      description:
        'Printed on the cover under the dates and venue. Separate paragraphs with an empty line. Leave empty for none.',
    }),
    defineField({
      name: 'notIncluded',
      title: 'When a file cannot be included',
      type: 'string',
      description:
        "Printed under an abstract's title and authors when its file has no text the book can include (an old Word .doc, a damaged or locked file).",
      validation: (rule) => rule.required().max(200),
    }),
  ],
  preview: { prepare: () => ({ title: 'Book of abstracts' }) },
})
