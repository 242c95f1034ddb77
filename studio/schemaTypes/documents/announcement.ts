import { BellIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder, sampleField } from '../fields'

export const ANNOUNCEMENT_ICONS = [
  { title: 'Bell', value: 'bell' },
  { title: 'Calendar', value: 'calendar' },
  { title: 'Megaphone', value: 'megaphone' },
  { title: 'Speaker', value: 'speaker' },
  { title: 'Bus', value: 'bus' },
  { title: 'Information', value: 'info' },
]

/** Tones map to the site's colour tokens (background + text) with AA contrast. */
export const ANNOUNCEMENT_TONES = [
  { title: 'Information (blue)', value: 'info' },
  { title: 'Success (green)', value: 'success' },
  { title: 'Warning (amber)', value: 'warning' },
  { title: 'Urgent (red)', value: 'urgent' },
]

/** An item of the conference announcements bell. */
export const announcement = defineType({
  name: 'announcement',
  title: 'Announcement',
  type: 'document',
  icon: BellIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'message', type: 'text', rows: 4, validation: (rule) => rule.required() }),
    defineField({
      name: 'icon',
      type: 'string',
      options: { list: ANNOUNCEMENT_ICONS },
      initialValue: 'bell',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tone',
      title: 'Tone (colours)',
      type: 'string',
      options: { list: ANNOUNCEMENT_TONES, layout: 'radio' },
      initialValue: 'info',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'date',
      title: 'Published on',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'relevantUntil',
      title: 'Current until',
      type: 'date',
      description:
        'The last day this announcement matters (for example its deadline). After this day (Accra time) the bell still lists it, marked "Past" and without its warning colours, so it no longer urges anyone.',
    }),
    orderField,
    sampleField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'title', subtitle: 'date' } },
})
