import { PinIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder, requiredString, sampleField } from '../fields'
import { sampleTitle } from '@amrs/shared/programme/programme-time'

/** A room of the venue where sessions take place (the programme links rooms to the venue page). */
export const room = defineType({
  name: 'room',
  title: 'Room',
  type: 'document',
  icon: PinIcon,
  fields: [
    requiredString('name', 'Name', 'As signposted at the venue, for example "Main Hall".'),
    defineField({
      name: 'location',
      type: 'text',
      rows: 2,
      description: 'Where to find it, for example "Ground floor, left of the main entrance".',
    }),
    defineField({
      name: 'capacity',
      type: 'number',
      description: 'Optional. Seats.',
      validation: (rule) => rule.integer().min(1),
    }),
    orderField,
    sampleField,
  ],
  orderings: orderingByOrder,
  preview: {
    select: { name: 'name', capacity: 'capacity', sample: 'sample' },
    prepare: ({ name, capacity, sample }) => ({
      title: sampleTitle(name, sample),
      subtitle: typeof capacity === 'number' ? `${capacity} seats` : 'capacity not set',
    }),
  },
})
