import { UserIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageField, orderField, orderingByOrder, sampleField, urlField } from '../fields'

export const SPEAKER_ROLES = [
  { title: 'Plenary', value: 'plenary' },
  { title: 'Keynote', value: 'keynote' },
  { title: 'Invited', value: 'invited' },
  { title: 'Contributed', value: 'contributed' },
]

/** A conference speaker. */
export const speaker = defineType({
  name: 'speaker',
  title: 'Speaker',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'affiliation',
      type: 'string',
      description: 'The speaker’s institution, as the speaker gives it.',
      validation: (rule) => rule.required(),
    }),
    imageField('image', {
      title: 'Photo',
      required: false,
      description:
        'Optional. A square head-and-shoulders photo. Without one, the site shows a neutral portrait (a silhouette), never a placeholder picture.',
    }),
    defineField({
      name: 'role',
      type: 'string',
      options: { list: SPEAKER_ROLES, layout: 'radio' },
      initialValue: 'plenary',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'bio',
      title: 'Biography',
      type: 'blockContent',
      description:
        'Optional. A short biography in the third person (a few sentences), shown on the speakers page.',
    }),
    urlField('link', {
      title: 'Link',
      description: 'Optional. The speaker’s profile or homepage (opens in a new tab).',
      required: false,
    }),
    orderField,
    sampleField,
  ],
  orderings: orderingByOrder,
  preview: {
    select: { name: 'name', affiliation: 'affiliation', role: 'role', media: 'image' },
    prepare: ({ name, affiliation, role, media }) => ({
      title: name,
      subtitle: [SPEAKER_ROLES.find((r) => r.value === role)?.title, affiliation]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
