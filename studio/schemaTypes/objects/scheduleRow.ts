import { ClockIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

/** One row of a schedule table: time, session, facilitators, description. */
export const scheduleRow = defineType({
  name: 'scheduleRow',
  title: 'Schedule row',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'time',
      type: 'string',
      description: 'e.g. "08:30 - 09:00" (24-hour clock, local time in Accra, GMT).',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'session', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'facilitators', type: 'string' }),
    defineField({ name: 'description', type: 'text', rows: 2 }),
  ],
  preview: { select: { title: 'session', subtitle: 'time' } },
})
