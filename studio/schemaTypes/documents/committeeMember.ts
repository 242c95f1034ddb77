import { UsersIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { orderField, orderingByOrder, sampleField } from '../fields'

/** Studio list labels; the names visitors read are the conference's "Committee names". */
export const COMMITTEES = [
  { title: 'Local organising committee', value: 'organising' },
  { title: 'Advisory board', value: 'advisoryBoard' },
  { title: 'International organising committee', value: 'internationalOrganising' },
]

/** A member of one of the conference committees. */
export const committeeMember = defineType({
  name: 'committeeMember',
  title: 'Committee member',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'committee',
      type: 'string',
      options: { list: COMMITTEES, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'affiliation', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'country', type: 'string' }),
    defineField({
      name: 'role',
      type: 'string',
      description: 'Role in the committee, e.g. "Chair" (optional).',
    }),
    orderField,
    sampleField,
  ],
  orderings: orderingByOrder,
  preview: { select: { title: 'name', subtitle: 'committee' } },
})
