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
      name: 'introAfterDeadline',
      title: 'Intro once sponsorship has closed (optional)',
      type: 'text',
      rows: 4,
      description:
        'Replaces the intro from the day after the "Exhibition and sponsorship" deadline (Deadlines) until the conference is over, when packages can no longer be booked: say so. Leave it empty to keep the intro.',
    }),
    defineField({
      name: 'introAfterEvent',
      title: 'Intro after the conference (optional)',
      type: 'text',
      rows: 4,
      description:
        'Replaces the intro once the conference is over (in the past tense). Leave empty to keep the intro.',
    }),
    defineField({
      name: 'thanksAfterEvent',
      title: 'Thanks to the sponsors (after the conference)',
      type: 'text',
      rows: 3,
      description:
        'Shown under "Thank you to our sponsors" once the conference is over, in place of "Become a sponsor".',
    }),
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
