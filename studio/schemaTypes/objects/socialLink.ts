import { UsersIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const SOCIAL_PLATFORMS = [
  { title: 'X', value: 'x' },
  { title: 'Instagram', value: 'instagram' },
  { title: 'LinkedIn', value: 'linkedin' },
]

/** A social profile link shown as an icon in the footer. */
export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social link',
  type: 'object',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'platform',
      type: 'string',
      options: { list: SOCIAL_PLATFORMS, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      title: 'Accessible label',
      type: 'string',
      description: 'Read by screen readers, e.g. "AMRS-UG on Instagram".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'URL or site path',
      type: 'url',
      validation: (rule) => rule.required().uri({ scheme: ['http', 'https'], allowRelative: true }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'url' } },
})
