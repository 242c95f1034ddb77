import { StarIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** Sponsorship page text (packages are separate documents). */
export const sponsorshipPage = defineType({
  name: 'sponsorshipPage',
  title: 'Sponsorship page',
  type: 'document',
  icon: StarIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', type: 'text', rows: 4, validation: (rule) => rule.required() }),
    defineField({
      name: 'sharedInclusions',
      title: 'Included in every package',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'goldAndAboveInclusions',
      title: 'Included from Gold upwards',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({ name: 'exhibitorNote', type: 'string' }),
  ],
  preview: { select: { title: 'title' } },
})
