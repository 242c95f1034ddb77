import { BillIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** Text of the registration fee page (the table comes from fee period documents). */
export const registrationFeePage = defineType({
  name: 'registrationFeePage',
  title: 'Registration fee page',
  type: 'document',
  icon: BillIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'intro', type: 'text', rows: 4, validation: (rule) => rule.required() }),
    defineField({
      name: 'currency',
      type: 'string',
      options: { list: ['USD'] },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'feeRules',
      title: 'Fee rules',
      description: 'Short statements shown under the table.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: 'title' } },
})
