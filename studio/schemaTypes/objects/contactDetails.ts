import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

/** Contact details printed in a footer. */
export const contactDetails = defineType({
  name: 'contactDetails',
  title: 'Contact details',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'email',
      type: 'string',
      validation: (rule) => rule.required().email(),
    }),
    defineField({ name: 'phone', type: 'string' }),
    defineField({ name: 'address', type: 'text', rows: 3 }),
  ],
})
