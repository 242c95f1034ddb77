import { UserIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageField, sampleField } from '../fields'

/** The chief patron: home page block and the welcome address page. */
export const chiefPatron = defineType({
  name: 'chiefPatron',
  title: 'Chief patron',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'title',
      title: 'Title (position)',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    imageField('photo', {
      required: false,
      description:
        'Optional. A square head-and-shoulders photo. Without one, the site shows a neutral portrait (a silhouette).',
    }),
    defineField({
      name: 'excerpt',
      title: 'Quoted excerpt',
      type: 'text',
      rows: 4,
      description: 'Shown on the home page.',
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'welcomeAddress',
      type: 'blockContent',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'welcomeAddressAfterEvent',
      title: 'Welcome address after the conference (optional)',
      type: 'blockContent',
      description:
        'Replaces the welcome address once IUMRS-ICAM 2025 is over (its dates are on the Conference document): write it in the past tense. Leave empty to keep the welcome address.',
    }),
    sampleField,
  ],
  preview: { select: { title: 'name', subtitle: 'title', media: 'photo' } },
})
