import { UserIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageField, orderField, orderingByOrder, sampleField } from '../fields'

export const SPEAKER_ROLES = [
  { title: 'Plenary', value: 'plenary' },
  { title: 'Keynote', value: 'keynote' },
  { title: 'Invited', value: 'invited' },
]

/** A conference speaker. */
export const speaker = defineType({
  name: 'speaker',
  title: 'Speaker',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'affiliation', type: 'string', validation: (rule) => rule.required() }),
    imageField('image', { title: 'Photo' }),
    defineField({
      name: 'role',
      type: 'string',
      options: { list: SPEAKER_ROLES, layout: 'radio' },
      initialValue: 'plenary',
      validation: (rule) => rule.required(),
    }),
    orderField,
    sampleField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'name', subtitle: 'affiliation', media: 'image' } },
})
