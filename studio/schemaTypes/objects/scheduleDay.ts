import { CalendarIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** One day of a schedule; a day whose programme is not yet fixed is `pending`. */
export const scheduleDay = defineType({
  name: 'scheduleDay',
  title: 'Schedule day',
  type: 'object',
  icon: CalendarIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'date', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'pending',
      title: 'Schedule pending',
      type: 'boolean',
      description: 'Shows the pending note instead of the table.',
      initialValue: false,
    }),
    defineField({ name: 'note', type: 'string' }),
    defineField({
      name: 'rows',
      type: 'array',
      of: [defineArrayMember({ type: 'scheduleRow' })],
      validation: (rule) =>
        rule.custom((rows, context) => {
          const parent = context.parent as { pending?: boolean } | undefined
          if (parent?.pending) return true
          return Array.isArray(rows) && rows.length > 0
            ? true
            : 'Add at least one row, or mark the schedule pending.'
        }),
    }),
  ],
  preview: {
    select: { title: 'title', date: 'date', pending: 'pending' },
    prepare: ({ title, date, pending }) => ({
      title,
      subtitle: `${date ?? ''}${pending ? ' · pending' : ''}`,
    }),
  },
})
