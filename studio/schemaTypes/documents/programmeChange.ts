import { BellIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { requiredString, requiredText, sampleField } from '../fields'
import { dayLabel, sampleTitle, timeLabel } from '@amrs/shared/programme/programme-time'

/** A note about a change to the programme (the programme's change list and its Atom feed). */
export const programmeChange = defineType({
  name: 'programmeChange',
  title: 'Programme change',
  type: 'document',
  icon: BellIcon,
  fields: [
    requiredString('title', 'Title', 'What changed, in a few words: "Talk A1-03 moves to Room B".'),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'datetime',
      description: 'The feed and the change list show notes newest first.',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    requiredText('body', 'Note', 4, 'What changed and what delegates should do.'),
    defineField({
      name: 'talks',
      title: 'Talks affected',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'talk' }] })],
      validation: (rule) => rule.unique(),
    }),
    sampleField,
  ],
  orderings: [
    {
      title: 'Published, newest first',
      name: 'publishedDesc',
      by: [{ field: 'publishedAt', direction: 'desc' }],
    },
  ],
  preview: {
    select: { title: 'title', publishedAt: 'publishedAt', sample: 'sample' },
    prepare: ({ title, publishedAt, sample }) => ({
      title: sampleTitle(title, sample),
      subtitle: publishedAt
        ? `${dayLabel(publishedAt, true)} · ${timeLabel(publishedAt)} GMT`
        : 'no date',
    }),
  },
})
