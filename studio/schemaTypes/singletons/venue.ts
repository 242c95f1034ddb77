import { PinIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageField, phaseTextField, sampleField, urlField } from '../fields'

const carousel = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    validation: (rule) => rule.required(),
    fields: [
      defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
      defineField({
        name: 'images',
        type: 'array',
        of: [defineArrayMember({ type: 'carouselImage' })],
        validation: (rule) => rule.required().min(1),
      }),
    ],
  })

/** The conference venue page. */
export const venue = defineType({
  name: 'venue',
  title: 'Venue',
  type: 'document',
  icon: PinIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    imageField('heroImage'),
    defineField({
      name: 'address',
      type: 'text',
      rows: 3,
      description: 'Postal address of the venue, always shown beside the map.',
      validation: (rule) => rule.required(),
    }),
    urlField('mapsUrl', {
      title: '"Open in maps" link',
      description:
        'Opens the venue in a maps site or app, e.g. https://www.google.com/maps/search/?api=1&query=…',
    }),
    urlField('mapEmbedUrl', {
      title: 'Map embed URL',
      description:
        'https://www.google.com/maps?q=…&output=embed. The map loads only when a visitor presses "Show map" (no third-party request before that).',
    }),
    defineField({
      name: 'mapTitle',
      title: 'Map title (for screen readers)',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'body', type: 'blockContent', validation: (rule) => rule.required() }),
    phaseTextField('body', 'after', {
      title: 'Description after the conference',
      type: 'blockContent',
      replaces: 'the description',
    }),
    defineField({
      name: 'mainHallSeats',
      type: 'number',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: 'meetingRooms',
      title: 'Number of meeting rooms',
      type: 'number',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: 'meetingRoomMinCapacity',
      type: 'number',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: 'meetingRoomMaxCapacity',
      type: 'number',
      validation: (rule) => rule.required().integer(),
    }),
    carousel('spacesCarousel', 'First carousel'),
    carousel('facilitiesCarousel', 'Second carousel'),
    sampleField,
  ],
  preview: { select: { title: 'name', media: 'heroImage' } },
})
