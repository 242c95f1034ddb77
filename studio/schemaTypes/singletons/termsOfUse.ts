import { DocumentTextIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'
import { sampleField } from '../fields'

/** Terms and Conditions (/legal/terms-of-use). */
export const termsOfUse = defineType({
  name: 'termsOfUse',
  title: 'Terms of use',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'lastUpdated', type: 'date', validation: (rule) => rule.required() }),
    defineField({ name: 'body', type: 'blockContent', validation: (rule) => rule.required() }),
    sampleField,
  ],
  preview: { select: { title: 'title', subtitle: 'lastUpdated' } },
})
