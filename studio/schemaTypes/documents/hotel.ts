import { HomeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageField, orderField, orderingByOrder, sampleField, urlField } from '../fields'

/** A recommended hotel in Accra. */
export const hotel = defineType({
  name: 'hotel',
  title: 'Hotel',
  type: 'document',
  icon: HomeIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'location', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      description:
        'Why delegates might stay there, and how far it is from the airport (the recommended hotels are 10-25 minutes away).',
      validation: (rule) => rule.required(),
    }),
    urlField('website'),
    imageField('image'),
    orderField,
    sampleField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'name', subtitle: 'location', media: 'image' } },
})
