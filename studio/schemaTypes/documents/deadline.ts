import { CalendarIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { sampleField } from '../fields'

export const DEADLINE_KINDS = [
  { title: 'Abstract submission', value: 'abstract' },
  { title: 'Early bird registration', value: 'early-bird' },
  { title: 'Exhibition and sponsorship', value: 'exhibition-sponsorship' },
  { title: 'Attendance commitment', value: 'attendance' },
  { title: 'Other', value: 'other' },
]

/** A dated conference deadline (deadlines card on the conference home). */
export const deadline = defineType({
  name: 'deadline',
  title: 'Deadline',
  type: 'document',
  icon: CalendarIcon,
  fields: [
    defineField({ name: 'event', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'date', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'kind',
      type: 'string',
      options: { list: DEADLINE_KINDS },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'note',
      type: 'string',
      description: 'Short note shown beside the date, e.g. "Extended".',
    }),
    sampleField,
  ],
  orderings: [{ title: 'Date', name: 'dateAsc', by: [{ field: 'date', direction: 'asc' }] }],
  preview: { select: { title: 'event', subtitle: 'date' } },
})
