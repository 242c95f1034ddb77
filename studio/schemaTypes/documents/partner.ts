import { HeartIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { imageField, orderField, orderingByOrder, sampleField, urlField } from '../fields'

/** A partner or sponsor shown as a logo on the conference home. */
export const partner = defineType({
  name: 'partner',
  title: 'Partner',
  type: 'document',
  icon: HeartIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    imageField('logo'),
    urlField('url', { title: 'Website' }),
    orderField,
    sampleField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'name', subtitle: 'url', media: 'logo' } },
})
